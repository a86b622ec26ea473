import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@academy/common';
import { apiError, mockApi, renderWithProviders } from '@academy/context/testing';
import LoginPage from './LoginPage';
import ResetPasswordPage from './ResetPasswordPage';

const P = MESSAGES.passwordReset;
const TOKEN = 'abcDEF123_-token';

/** The router's address, as the address bar would show it. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

async function fillNewPassword(password: string, confirmation = password) {
  await userEvent.type(await screen.findByLabelText(P.newPassword), password);
  await userEvent.type(screen.getByLabelText(P.confirmPassword), confirmation);
  await userEvent.click(screen.getByRole('button', { name: P.resetSubmit }));
}

describe('/reset-password', () => {
  it('takes the token out of the address bar, sends it with the new password and offers the login', async () => {
    const server = mockApi(null, { 'POST /api/auth/password-reset': { body: { ok: true, message: P.done } } });
    renderWithProviders(
      <>
        <ResetPasswordPage />
        <AddressBar />
      </>,
      { route: `/reset-password?token=${TOKEN}`, path: '/reset-password' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: P.resetTitle })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/reset-password$/);
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');

    await fillNewPassword('brand-new-1');
    expect(await screen.findByText(P.done)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: P.doneTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: P.login })).toHaveAttribute('href', '/login');
    expect(server.callsTo('POST', '/api/auth/password-reset').map((call) => call.body)).toEqual([
      { token: TOKEN, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
    ]);
  });

  it('checks the new password with the sign-up rules before sending', async () => {
    const server = mockApi(null);
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}`, path: '/reset-password' });
    await fillNewPassword('12345');
    expect(
      await screen.findByText(MESSAGES.validation.passwordMin, { selector: '[role="alert"]' }),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/auth/password-reset')).toHaveLength(0);
  });

  it('says a used or expired link is no longer valid and offers a new one', async () => {
    mockApi(null, { 'POST /api/auth/password-reset': apiError(400, 'INVALID_TOKEN', P.invalidToken) });
    renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}`, path: '/reset-password' });
    await fillNewPassword('brand-new-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(P.invalidToken);
    expect(screen.getByRole('link', { name: P.requestAgain })).toHaveAttribute('href', '/login?forgot=1');
  });

  it('without a token says so at once', async () => {
    mockApi(null);
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password', path: '/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(P.invalidToken);
    expect(screen.queryByLabelText(P.newPassword)).not.toBeInTheDocument();
  });
});

describe('/login: 비밀번호를 잊으셨나요?', () => {
  it('opens the request form with the typed address and shows the same answer for any address', async () => {
    const server = mockApi(null, {
      'POST /api/auth/password-reset-requests': { status: 202, body: { ok: true, message: P.requested } },
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await userEvent.type(await screen.findByLabelText('이메일'), 'student@example.com');
    await userEvent.click(screen.getByRole('button', { name: P.forgotLink }));
    expect(screen.getByRole('heading', { level: 1, name: P.requestTitle })).toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toHaveValue('student@example.com');
    await userEvent.click(screen.getByRole('button', { name: P.requestSubmit }));
    expect(await screen.findByRole('status')).toHaveTextContent(P.requested);
    expect(server.callsTo('POST', '/api/auth/password-reset-requests').map((call) => call.body)).toEqual([
      { email: 'student@example.com' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: P.backToLogin }));
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
  });

  it('opens on the request form from the reset page\'s "new link" (?forgot=1)', async () => {
    mockApi(null);
    renderWithProviders(<LoginPage />, { route: '/login?forgot=1', path: '/login' });
    expect(await screen.findByRole('button', { name: P.requestSubmit })).toBeInTheDocument();
  });
});
