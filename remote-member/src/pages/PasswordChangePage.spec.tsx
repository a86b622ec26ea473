import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import PasswordChangePage from './PasswordChangePage';

const A = MEMBER_MESSAGES.memberArea;

/** The server's view of the user: must change until the new password is posted. */
function serverWith(role: 'VERIFIED' | 'PENDING') {
  let mustChangePassword = true;
  return mockApi(null, {
    'GET /api/auth/user': () => ({ body: makeUser({ role, email: 'minsu@example.com', mustChangePassword }) }),
    'POST /api/auth/password': () => {
      mustChangePassword = false;
      return { body: { ok: true, message: MESSAGES.auth.passwordChanged, user: makeUser({ role }) } };
    },
    'POST /api/auth/student-logout': { body: { ok: true, message: MESSAGES.auth.logoutDone } },
  });
}

async function changeTo(password: string) {
  await userEvent.type(await screen.findByLabelText(A.temporaryPasswordLabel), 'Temp2345abcd');
  expect(screen.getByText(A.temporaryPasswordHint)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(A.newPasswordLabel), password);
  await userEvent.type(screen.getByLabelText(A.confirmPasswordLabel), password);
  await userEvent.click(screen.getByRole('button', { name: A.forcedPasswordSubmit }));
}

describe('PasswordChangePage (the forced change)', () => {
  it('explains why and names the account', async () => {
    serverWith('VERIFIED');
    renderWithProviders(<PasswordChangePage />, { route: '/' });
    expect(screen.getByRole('heading', { level: 1, name: A.forcedPasswordTitle })).toBeInTheDocument();
    expect(await screen.findByText(A.forcedPasswordAccount('minsu@example.com'))).toBeInTheDocument();
  });

  it('sends an approved member who signed in on the landing page to /members once the password is set', async () => {
    serverWith('VERIFIED');
    renderWithProviders(<PasswordChangePage />, { route: '/' });
    await changeTo('my-own-pass');
    expect(await screen.findByTestId('redirected')).toHaveAttribute('data-location', '/members');
  });

  it('sends a member waiting for approval to /account', async () => {
    serverWith('PENDING');
    renderWithProviders(<PasswordChangePage />, { route: '/login' });
    await changeTo('my-own-pass');
    expect(await screen.findByTestId('redirected')).toHaveAttribute('data-location', '/account');
  });

  it('leaves a member on the page they opened', async () => {
    const api = serverWith('VERIFIED');
    renderWithProviders(<PasswordChangePage />, { route: '/videos' });
    await changeTo('my-own-pass');
    await waitFor(() => expect(api.requests()).toContain('POST /api/auth/password'));
    await screen.findByText(MESSAGES.auth.passwordChanged);
    expect(screen.queryByTestId('redirected')).not.toBeInTheDocument();
  });

  it('lets the user sign out instead', async () => {
    const api = serverWith('VERIFIED');
    renderWithProviders(<PasswordChangePage />, { route: '/' });
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.auth.logout }));
    await waitFor(() => expect(api.requests()).toContain('POST /api/auth/student-logout'));
  });
});
