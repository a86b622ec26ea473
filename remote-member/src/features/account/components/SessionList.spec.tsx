import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { useAuth } from '@academy/context';
import { apiError, makeSession, makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import { SessionList } from './SessionList';

const A = MEMBER_MESSAGES.memberArea;

describe('SessionList', () => {
  it('lists each browser with its times and marks this one', async () => {
    mockApi(makeUser(), {
      'GET /api/auth/sessions': {
        body: [
          makeSession({
            id: 'a',
            browser: 'Chrome 126 · Windows',
            createdAt: '2026-03-01T00:00:00.000Z',
            lastSeenAt: '2026-03-02T05:30:00.000Z',
            current: true,
          }),
          makeSession({ id: 'b', browser: 'Safari 17 · iPhone' }),
        ],
      },
    });
    renderWithProviders(<SessionList />, { route: '/account' });
    const region = await screen.findByRole('region', { name: A.sessionsTitle });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome 126 · Windows');
    expect(items[0]).toHaveTextContent(A.thisDevice);
    expect(items[0]).toHaveTextContent('로그인 2026년 3월 1일 09:00');
    expect(items[0]).toHaveTextContent('마지막 사용 2026년 3월 2일 14:30');
    expect(items[1]).toHaveTextContent('Safari 17 · iPhone');
    expect(items[1]).not.toHaveTextContent(A.thisDevice);
  });

  it('"다른 기기에서 모두 로그아웃" ends the others and lists again', async () => {
    let sessions = [makeSession({ id: 'a', current: true }), makeSession({ id: 'b' })];
    const api = mockApi(makeUser(), {
      'GET /api/auth/sessions': () => ({ body: sessions }),
      'DELETE /api/auth/sessions/others': () => {
        sessions = sessions.filter((s) => s.current);
        return { body: { ok: true, message: MESSAGES.auth.otherSessionsEnded(1), ended: 1 } };
      },
    });
    renderWithProviders(<SessionList />, { route: '/account' });
    await screen.findByText(A.thisDevice);
    await userEvent.click(screen.getByRole('button', { name: A.endOtherSessions }));
    expect(await screen.findByText(MESSAGES.auth.otherSessionsEnded(1))).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText(A.onlyThisDevice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: A.endOtherSessions })).toBeDisabled();
    expect(api.requests().filter((call) => call === 'GET /api/auth/sessions')).toHaveLength(2);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    mockApi(makeUser(), {
      'GET /api/auth/sessions': () =>
        ++calls === 1 ? apiError(500, 'INTERNAL_ERROR', '서버 오류') : { body: [makeSession({ current: true })] },
    });
    renderWithProviders(<SessionList />, { route: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: A.retry }));
    expect(await screen.findByText(A.thisDevice)).toBeInTheDocument();
  });

  it('lists again when the account changes (a new password ends the other sessions)', async () => {
    let updatedAt = '2026-03-01T00:00:00.000Z';
    let sessions = [makeSession({ id: 'a', current: true }), makeSession({ id: 'b' })];
    const api = mockApi(null, {
      'GET /api/auth/user': () => ({ body: makeUser({ updatedAt }) }),
      'GET /api/auth/sessions': () => ({ body: sessions }),
    });
    function Reread() {
      const { refetch } = useAuth();
      return (
        <button type="button" onClick={() => void refetch()}>
          reread
        </button>
      );
    }
    renderWithProviders(
      <>
        <SessionList />
        <Reread />
      </>,
      { route: '/account' },
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    sessions = sessions.filter((s) => s.current);
    updatedAt = '2026-03-02T00:00:00.000Z';
    await userEvent.click(screen.getByRole('button', { name: 'reread' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(api.requests().filter((call) => call === 'GET /api/auth/sessions')).toHaveLength(2);
  });
});
