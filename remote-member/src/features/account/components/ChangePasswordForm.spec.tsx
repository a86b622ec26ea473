import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { apiError, makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { ChangePasswordForm } from './ChangePasswordForm';

const A = MEMBER_MESSAGES.memberArea;
const V = MESSAGES.validation;

async function fill(current: string, next: string, confirm = next) {
  if (current) await userEvent.type(screen.getByLabelText(A.currentPasswordLabel), current);
  if (next) await userEvent.type(screen.getByLabelText(A.newPasswordLabel), next);
  if (confirm) await userEvent.type(screen.getByLabelText(A.confirmPasswordLabel), confirm);
  await userEvent.click(screen.getByRole('button', { name: A.changePasswordSubmit }));
}

/** Renders the form once the auth context has read the user (its update would come after the test). */
async function renderForm(ui = <ChangePasswordForm />) {
  const result = renderWithProviders(ui, { route: '/account' });
  await act(async () => undefined);
  return result;
}

const changed = { body: { ok: true as const, message: MESSAGES.auth.passwordChanged, user: makeUser() } };

describe('ChangePasswordForm', () => {
  it('checks the sign-up rules before sending, in Korean, on the field, and sends nothing', async () => {
    const api = mockApi(makeUser());
    await renderForm();
    await fill('', '12345', '1234');
    expect(await screen.findByText(V.currentPassword)).toBeInTheDocument();
    expect(screen.getByText(V.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(V.passwordMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText(A.currentPasswordLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(A.currentPasswordLabel)).toHaveFocus();
    expect(screen.getByLabelText(A.newPasswordLabel)).toHaveAccessibleDescription(
      `${A.newPasswordHint} ${V.passwordMin}`,
    );
    expect(api.requests()).not.toContain('POST /api/auth/password');
  });

  it('refuses the current password as the new one', async () => {
    mockApi(makeUser());
    await renderForm();
    await fill('same-pass', 'same-pass');
    expect(await screen.findByText(V.passwordUnchanged)).toBeInTheDocument();
  });

  it('shows a wrong current password on its field', async () => {
    mockApi(makeUser(), {
      'POST /api/auth/password': {
        status: 400,
        body: {
          ok: false,
          statusCode: 400,
          code: 'INVALID_CREDENTIALS',
          message: MESSAGES.auth.wrongCurrentPassword,
          errors: [{ field: 'currentPassword', message: MESSAGES.auth.wrongCurrentPassword }],
        },
      },
    });
    await renderForm();
    await fill('not-it', 'brand-new-pass');
    expect(await screen.findByText(MESSAGES.auth.wrongCurrentPassword)).toBeInTheDocument();
    expect(screen.getByLabelText(A.currentPasswordLabel)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refusal without a field (too many tries) above the button', async () => {
    mockApi(makeUser(), {
      'POST /api/auth/password': apiError(429, 'RATE_LIMITED', MESSAGES.auth.rateLimited),
    });
    await renderForm();
    await fill('old-pass', 'brand-new-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.rateLimited);
  });

  it('sends the three fields, clears them, says so and reads the user again', async () => {
    const api = mockApi(makeUser(), { 'POST /api/auth/password': changed });
    const onChanged = jest.fn();
    await renderForm(<ChangePasswordForm onChanged={onChanged} />);
    await fill('old-pass', 'brand-new-pass');
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1' })));
    expect(api.callsTo('POST', '/api/auth/password')[0].body).toEqual({
      currentPassword: 'old-pass',
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(screen.getByLabelText(A.currentPasswordLabel)).toHaveValue('');
    expect(await screen.findByText(MESSAGES.auth.passwordChanged)).toBeInTheDocument();
    expect(api.requests().filter((call) => call === 'GET /api/auth/user').length).toBeGreaterThanOrEqual(2);
  });

  it('has no browser validation of its own and password inputs the browser can fill', async () => {
    mockApi(makeUser());
    const { container } = await renderForm();
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    expect(screen.getByLabelText(A.currentPasswordLabel)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText(A.newPasswordLabel)).toHaveAttribute('autocomplete', 'new-password');
  });
});
