import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import koKR from 'antd/locale/ko_KR';
import { useTheme } from './theme';

/**
 * Wraps whatever renders antd in the shared light/dark state. Kept out of the package's main
 * entry so pages without antd (the landing page) never load it.
 */
const BASE_TOKENS = { colorPrimary: '#1d4ed8', fontFamily: 'inherit', borderRadius: 8 };

/**
 * antd's dark algorithm paints neutral greys; these put its surfaces on the site's navy dark
 * palette (tools/theme-boot.html) and keep selected text readable on it (#1d4ed8 is too dark there).
 */
const DARK_THEME: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    ...BASE_TOKENS,
    colorPrimary: '#2563eb',
    colorLink: '#60a5fa',
    colorBgLayout: '#0b1120',
    colorBgContainer: '#15203a',
    colorBgElevated: '#1b2744',
    colorBorder: '#334155',
    colorBorderSecondary: '#26324d',
  },
  components: {
    Tabs: { itemSelectedColor: '#60a5fa', itemHoverColor: '#93c5fd', inkBarColor: '#60a5fa' },
    Menu: { itemSelectedColor: '#bfdbfe' },
  },
};

const LIGHT_THEME: ThemeConfig = { algorithm: antdTheme.defaultAlgorithm, token: BASE_TOKENS };

export function AntdThemeProvider({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  return (
    <ConfigProvider locale={koKR} theme={theme === 'dark' ? DARK_THEME : LIGHT_THEME}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
