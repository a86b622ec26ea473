import { useTheme } from '@academy/context';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? '라이트' : '다크';
  return (
    <button type="button" className="theme-toggle" onClick={toggleTheme} aria-label={`${next} 모드로 전환`} title={`${next} 모드로 전환`}>
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
