import { Button } from 'antd';
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTheme } from '@academy/context';

/** The consoles' own light/dark toggle (they run outside the site header); same stored choice. */
export function ThemeSwitch() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? '라이트' : '다크';
  return (
    <Button
      type="text"
      icon={theme === 'dark' ? <SunOutlined /> : <MoonOutlined />}
      onClick={toggleTheme}
      aria-label={`${next} 모드로 전환`}
      title={`${next} 모드로 전환`}
    />
  );
}
