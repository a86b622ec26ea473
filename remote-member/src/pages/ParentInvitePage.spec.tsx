import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARENT_INVITE_MESSAGES as I, PARENT_MESSAGES } from '@academy/common/parents';
import { apiError, makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import ParentInvitePage from './ParentInvitePage';

const INFO = { childName: '최하린', expiresAt: '2026-12-08T01:00:00.000Z' };

const open = () =>
  renderWithProviders(<ParentInvitePage />, { route: '/parent/invite?token=tok123', path: '/parent/invite' });

describe('ParentInvitePage (/parent/invite)', () => {
  it('tells a visitor whose parent they were invited as, and sends them to sign up as one and back', async () => {
    mockApi(null, { 'GET /api/parent-invitations/tok123': { body: INFO } });
    open();
    expect(await screen.findByText(I.forChild('최하린'))).toBeInTheDocument();
    const back = encodeURIComponent('/parent/invite?token=tok123');
    expect(screen.getByRole('link', { name: I.signUp })).toHaveAttribute('href', `/login?signup=parent&next=${back}`);
    expect(screen.getByRole('link', { name: I.signIn })).toHaveAttribute('href', `/login?next=${back}`);
  });

  it('links a signed-in parent with one button', async () => {
    const api = mockApi(makeUser({ role: 'PARENT' }), {
      'GET /api/parent-invitations/tok123': { body: INFO },
      'POST /api/parent/invitations': { body: { ok: true, message: PARENT_MESSAGES.inviteAccepted, childId: 'c1' } },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: I.accept }));
    expect(await screen.findByText(PARENT_MESSAGES.inviteAccepted)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/parent/invitations')[0]!.body).toEqual({ token: 'tok123' });
  });

  it('says so when the link was used or has expired, and asks a student to use a parent account', async () => {
    mockApi(null, {
      'GET /api/parent-invitations/tok123': apiError(400, 'INVALID_TOKEN', PARENT_MESSAGES.inviteInvalid),
    });
    const first = open();
    expect(await screen.findByRole('alert')).toHaveTextContent(PARENT_MESSAGES.inviteInvalid);
    first.unmount();

    mockApi(makeUser({ role: 'VERIFIED' }), { 'GET /api/parent-invitations/tok123': { body: INFO } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(I.notParent);
  });
});
