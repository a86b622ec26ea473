import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider, useTheme } from './theme';

function ThemeLabel() {
  const { theme } = useTheme();
  return <button aria-label={`${theme} 테마`}>{theme === 'dark' ? '☀' : '☾'}</button>;
}

const tree = (
  <ThemeProvider>
    <ThemeLabel />
  </ThemeProvider>
);

it('hydrates a server-drawn (light) page for a dark visitor without a mismatch, then shows dark', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  expect(container.textContent).toBe('☾');
  document.body.appendChild(container);
  document.documentElement.dataset.theme = 'dark';
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  expect(container.textContent).toBe('☀');
  expect(container.querySelector('button')).toHaveAttribute('aria-label', 'dark 테마');
});
