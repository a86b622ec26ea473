import type { ReactNode } from 'react';
import { Button } from 'antd';
import { HomeOutlined, LogoutOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { ThemeSwitch } from './ThemeSwitch';

interface ConsoleFrameProps {
  title: string;
  /** Shown once the console is open. */
  onLogout?: () => void;
  children: ReactNode;
}

/** A full page outside the site layout: a minimal header with home link, theme toggle and logout. */
export function ConsoleFrame({ title, onLogout, children }: ConsoleFrameProps) {
  return (
    <div className="console" data-remote="admin">
      <header className="console__header">
        <div className="container console__bar">
          <h1 className="console__title">{title}</h1>
          <div className="console__tools">
            <Link to="/" className="console__home">
              <HomeOutlined aria-hidden="true" /> 홈으로
            </Link>
            <ThemeSwitch />
            {onLogout && (
              <Button icon={<LogoutOutlined />} onClick={onLogout}>
                로그아웃
              </Button>
            )}
          </div>
        </div>
      </header>
      <main className="container console__main">{children}</main>
    </div>
  );
}
