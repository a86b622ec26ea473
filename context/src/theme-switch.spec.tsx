import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_SWITCHING_ATTRIBUTE, ThemeProvider, useTheme } from './theme';

function Toggle() {
  const { theme, toggleTheme } = useTheme();
  return <button onClick={toggleTheme}>{theme}</button>;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  localStorage.clear();
});

it('switches the page root in one frame: transitions are held back while the new colours are drawn, then allowed again', async () => {
  render(
    <ThemeProvider>
      <Toggle />
    </ThemeProvider>,
  );
  const root = document.documentElement;
  const marks: boolean[] = [];
  const observer = new MutationObserver(() => marks.push(root.hasAttribute(THEME_SWITCHING_ATTRIBUTE)));
  observer.observe(root, { attributes: true, attributeFilter: [THEME_SWITCHING_ATTRIBUTE, 'data-theme'] });

  await userEvent.click(screen.getByRole('button', { name: 'light' }));
  expect(root.dataset.theme).toBe('dark');
  expect(screen.getByRole('button')).toHaveTextContent('dark');
  expect(localStorage.getItem('theme')).toBe('dark');
  // Marked before the theme changed, and the mark goes once the frames have passed.
  expect(marks[0]).toBe(true);
  await waitFor(() => expect(root.hasAttribute(THEME_SWITCHING_ATTRIBUTE)).toBe(false));
  observer.disconnect();
});
