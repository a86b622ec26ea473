import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import koKR from 'antd/locale/ko_KR';
import { useTheme } from './theme';

/**
 * Wraps whatever renders antd in the shared light/dark state. Kept out of the package's main
 * entry so pages without antd (the landing page) never load it.
 */
export function AntdThemeProvider({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  return (
    <ConfigProvider
      locale={koKR}
      theme={{
        algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { colorPrimary: '#1d4ed8', fontFamily: 'inherit', borderRadius: 8 },
      }}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
