import { screen } from '@testing-library/react';
import { makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { PasswordChangeGate } from './PasswordChangeGate';

jest.mock('../federation/RemotePage', () => ({
  RemotePage: ({ remote, module }: { remote: string; module: string }) => (
    <div data-testid="remote-page" data-remote={remote} data-module={module} />
  ),
}));

describe('PasswordChangeGate', () => {
  it.each(['/', '/videos', '/admin/members', '/account'])(
    'shows the password screen instead of %s to a user who must change the password',
    async (route) => {
      mockApi(makeUser({ mustChangePassword: true }));
      renderWithProviders(
        <PasswordChangeGate>
          <p>page</p>
        </PasswordChangeGate>,
        { route },
      );
      const page = await screen.findByTestId('remote-page');
      expect(page).toHaveAttribute('data-remote', 'member');
      expect(page).toHaveAttribute('data-module', './PasswordChangePage');
      expect(screen.getByRole('main')).toContainElement(page);
      expect(screen.queryByText('page')).not.toBeInTheDocument();
    },
  );

  it('draws the page for everyone else', async () => {
    mockApi(makeUser({ mustChangePassword: false }));
    renderWithProviders(
      <PasswordChangeGate>
        <p>page</p>
      </PasswordChangeGate>,
      { route: '/videos' },
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-page')).not.toBeInTheDocument();
  });
});
