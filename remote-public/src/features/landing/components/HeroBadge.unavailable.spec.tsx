import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@academy/context/testing';
import { HeroBadge } from './HeroBadge';

// The dialog's code cannot be fetched (a deploy replaced the chunk, the network dropped).
jest.mock('./AdminPasswordDialog', () => {
  throw new Error('ChunkLoadError');
});

it('says the console login is unavailable instead of breaking the page when its code fails to load', async () => {
  const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  mockApi(null);
  const user = userEvent.setup();
  renderWithProviders(<HeroBadge />);
  await user.click(screen.getByText('문', { exact: true }));
  await waitFor(() =>
    expect(screen.getByRole('region', { name: '알림' })).toHaveTextContent('오류가 발생했습니다. 다시 시도해주세요.'),
  );
  expect(alertSpy).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText(/창원 중·고등 영어/)).toBeInTheDocument();
  alertSpy.mockRestore();
});
