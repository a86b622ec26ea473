import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, theme as antdTheme, type MappingAlgorithm, type ThemeConfig } from 'antd';
import koKR from 'antd/locale/ko_KR';
import { useDialogTabWrap } from './dialog-tab-wrap';
// From the package's entry, not the sibling file: an app whose own copy of this module is used
// still reads the one shared theme context (a copy of theme.js would hold an empty one).
import { useTheme } from './index';

/**
 * Wraps whatever renders antd in the shared light/dark state. Kept out of the package's main
 * entry so pages without antd (the landing page) never load it.
 */
const BASE_TOKENS = { colorPrimary: '#1d4ed8', fontFamily: 'inherit', borderRadius: 8 };

/**
 * Text colours that reach WCAG AA (4.5:1) on the surfaces they are drawn on; antd's defaults do not:
 * red #ff4d4f on white is 3.26:1, descriptions #8c8c8c 3.36:1, placeholders #bfbfbf 1.83:1.
 */
const LIGHT_READABLE = {
  colorError: '#cf1322',
  colorErrorHover: '#a8071a',
  colorErrorActive: '#820014',
  colorTextDescription: '#4b5563',
  colorTextPlaceholder: '#6b7280',
};

/**
 * The same on the navy surfaces (#15203a, #1b2744): antd's dark red #dc4446 is 3.81:1 there. The
 * dark algorithm darkens the red seed: #ff8787 is drawn as #dc7676 (5.3:1, 4.9:1 in dialogs).
 */
const DARK_READABLE = {
  colorError: '#ff8787',
  colorErrorHover: '#fca5a5',
  colorErrorActive: '#fecaca',
  colorTextDescription: '#a3adc2',
  colorTextPlaceholder: '#8b95a9',
};

/**
 * The primary blue as drawn hovered and pressed (buttons, tabs): darker than antd's on white (its
 * hover #4373e6 reads 4.34:1 with white), lighter on navy, where dark text sits on it (#93c5fd: 10:1).
 */
const LIGHT_PRIMARY_STATES = { hover: '#1e40af', pressed: '#1e3a8a' };
const DARK_PRIMARY = '#60a5fa';
const DARK_PRIMARY_STATES = { hover: '#93c5fd', pressed: '#bfdbfe' };

/** The dark algorithm darkens the primary seed (#60a5fa would be drawn #558fd8): keep it as given. */
const keepPrimary: MappingAlgorithm = (seed, map) => ({
  ...(map ?? antdTheme.darkAlgorithm(seed)),
  colorPrimary: seed.colorPrimary,
});

/**
 * antd's dark algorithm paints neutral greys; these put its surfaces on the site's navy dark
 * palette (tools/theme-boot.html) and keep selected text readable on it (#1d4ed8 is too dark there).
 */
const DARK_THEME: ThemeConfig = {
  algorithm: [antdTheme.darkAlgorithm, keepPrimary],
  token: {
    ...BASE_TOKENS,
    ...DARK_READABLE,
    // The shell's own dark primary (--color-primary), so antd's buttons match the header's.
    colorPrimary: DARK_PRIMARY,
    colorLink: DARK_PRIMARY,
    colorBgLayout: '#0b1120',
    colorBgContainer: '#15203a',
    colorBgElevated: '#1b2744',
    colorBorder: '#334155',
    colorBorderSecondary: '#26324d',
  },
  components: {
    // Filled primary and danger buttons are light there: dark text on them, as the shell's, not white;
    // hovered and pressed they get lighter, so the dark text stays readable.
    Button: {
      dangerColor: '#0b1120',
      primaryColor: '#0b1120',
      colorPrimaryHover: DARK_PRIMARY_STATES.hover,
      colorPrimaryActive: DARK_PRIMARY_STATES.pressed,
    },
    // A tab just clicked keeps focus and is drawn in itemActiveColor: the dark algorithm's #4572aa
    // reads 3.8:1 on the page, so pressed and focused tabs get lighter too, as the buttons do.
    Tabs: {
      itemSelectedColor: DARK_PRIMARY,
      itemHoverColor: DARK_PRIMARY_STATES.hover,
      itemActiveColor: DARK_PRIMARY_STATES.pressed,
      inkBarColor: DARK_PRIMARY,
    },
    Menu: { itemSelectedColor: '#bfdbfe' },
    // A switch writes white 12 px text on its track: the track keeps a blue white text can be read on (5.9:1).
    Switch: { colorPrimary: '#2257cb', colorPrimaryHover: '#2563eb' },
  },
};

const LIGHT_THEME: ThemeConfig = {
  algorithm: antdTheme.defaultAlgorithm,
  token: { ...BASE_TOKENS, ...LIGHT_READABLE },
  // White on a hovered primary button, and a hovered tab's label on white.
  components: {
    Button: { colorPrimaryHover: LIGHT_PRIMARY_STATES.hover, colorPrimaryActive: LIGHT_PRIMARY_STATES.pressed },
    Tabs: { itemHoverColor: LIGHT_PRIMARY_STATES.hover },
  },
};

export function AntdThemeProvider({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  useDialogTabWrap();
  return (
    <ConfigProvider locale={koKR} theme={theme === 'dark' ? DARK_THEME : LIGHT_THEME}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

export { PasswordInput, PASSWORD_TOGGLE_LABEL } from './password-input';
