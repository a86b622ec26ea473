import { useTheme } from '@academy/context';

/**
 * The icon follows the page root's theme through CSS, so a server-rendered page (always drawn
 * light) already shows a dark visitor the right one before React takes over; the label follows
 * React's theme.
 */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? '라이트' : '다크';
  return (
    <button
      type="button"
      className="theme-toggle"
      onClick={toggleTheme}
      aria-label={`${next} 모드로 전환`}
      title={`${next} 모드로 전환`}
    >
      <span aria-hidden="true" className="theme-toggle__icon theme-toggle__icon--to-dark">
        ☾
      </span>
      <span aria-hidden="true" className="theme-toggle__icon theme-toggle__icon--to-light">
        ☀
      </span>
    </button>
  );
}
