import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

/**
 * The page root already carries the stored theme: index.html applies it before first paint.
 * This reads it from there so React starts from what the user already sees.
 */
export function currentRootTheme(): Theme {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

const themeListeners = new Set<() => void>();

/** Set on the page root while a theme switch is drawn; base.css holds every transition back under it. */
export const THEME_SWITCHING_ATTRIBUTE = 'data-theme-switching';

/**
 * Switches the page root's theme. The whole page changes colour in one frame: without the
 * switching mark, buttons and antd's controls would fade into the new colours behind the rest of
 * the page (one was seen mid-fade at 3.8:1 against its background).
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.setAttribute(THEME_SWITCHING_ATTRIBUTE, '');
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  for (const listener of themeListeners) listener();
  // The first frame draws the new colours with transitions held back; the next lets them run again.
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute(THEME_SWITCHING_ATTRIBUTE)));
}

function subscribe(listener: () => void): () => void {
  themeListeners.add(listener);
  return () => themeListeners.delete(listener);
}

/** The server cannot know a visitor's stored theme: it draws the light one (see ThemeProvider). */
const serverTheme = (): Theme => 'light';

interface ThemeValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeValue | null>(null);

/**
 * The theme lives on the page root (set before first paint by the inline script) and React reads it
 * from there. A page rendered on the server is drawn light; while hydrating, React uses that same
 * value, then switches to the root's theme right after, so a dark visitor sees no mismatch warning.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, currentRootTheme, serverTheme);

  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage; the theme still applies for this visit.
    }
  }, []);

  const value = useMemo<ThemeValue>(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
