import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
      // The site header stays, with nothing to follow but its logout.
      const header = screen.getByRole('banner');
      expect(header).toHaveTextContent('이든 영어학원');
      expect(within(header).queryAllByRole('link')).toHaveLength(0);
      expect(
        within(header)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['로그아웃']);
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

  it('logs out from the header', async () => {
    const server = mockApi(makeUser({ mustChangePassword: true }), {
      'POST /api/auth/student-logout': { body: { ok: true, message: '로그아웃되었습니다.' } },
    });
    renderWithProviders(
      <PasswordChangeGate>
        <p>page</p>
      </PasswordChangeGate>,
      { route: '/account' },
    );
    await userEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/auth/student-logout')).toHaveLength(1));
  });
});
