import { act, screen, waitFor } from '@testing-library/react';
import { VISITOR_COOKIE } from '@academy/common';
import { useAuth } from './auth';
import { api as client } from './api-client/client';
import { RequireAuth } from './authorization';
import { apiError, makeUser, mockApi, renderWithProviders } from './testing';

function WhoAmI() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <p>loading</p>;
  return <p>{user ? `${user.email} ${user.role}` : 'visitor'}</p>;
}

describe('AuthProvider', () => {
  it('asks the server once per page load and exposes the user', async () => {
    const api = mockApi(makeUser({ email: 'student@example.com', role: 'PENDING' }));
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('student@example.com PENDING')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/auth/user')).toHaveLength(1);
  });

  it('treats a 401 as "no user", not as an error', async () => {
    mockApi(null);
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('visitor')).toBeInTheDocument();
  });

  describe("on a page its server marked as a visitor's (no session cookie was sent)", () => {
    beforeEach(() => {
      document.cookie = `${VISITOR_COOKIE}=1; path=/`;
    });
    afterEach(() => {
      document.cookie = `${VISITOR_COOKIE}=; path=/; max-age=0`;
    });

    it('is signed out at once without asking the server (whose 401 the console would show)', async () => {
      const api = mockApi(null);
      renderWithProviders(<WhoAmI />);
      expect(await screen.findByText('visitor')).toBeInTheDocument();
      expect(api.calls).toEqual([]);
    });

    it('still asks after a login, and shows who signed in', async () => {
      const student = makeUser({ email: 'student@example.com', role: 'VERIFIED' });
      const api = mockApi(student, {
        'POST /api/auth/login': { body: { ok: true, message: '로그인되었습니다.', user: student } },
      });
      function LoginButton() {
        const { login } = useAuth();
        return (
          <button type="button" onClick={() => void login('student@example.com', 'secret1')}>
            login
          </button>
        );
      }
      renderWithProviders(
        <>
          <WhoAmI />
          <LoginButton />
        </>,
      );
      expect(await screen.findByText('visitor')).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'login' }).click());
      expect(await screen.findByText('student@example.com VERIFIED')).toBeInTheDocument();
      expect(api.callsTo('GET', '/api/auth/user')).toHaveLength(1);
    });
  });
});

describe('RequireAuth', () => {
  it('sends a visitor to the login page', async () => {
    mockApi(null);
    renderWithProviders(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { route: '/account' },
    );
    expect(await screen.findByTestId('redirected')).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('sends a member waiting for approval to /account, where the wait is explained', async () => {
    mockApi(makeUser({ role: 'PENDING' }));
    renderWithProviders(
      <RequireAuth roles={['VERIFIED']}>
        <p>members only</p>
      </RequireAuth>,
      { route: '/members' },
    );
    expect(await screen.findByTestId('redirected')).toHaveAttribute('data-location', '/account');
  });

  it('sends another signed-in user with the wrong role home', async () => {
    mockApi(makeUser({ role: 'ADMIN' }));
    renderWithProviders(
      <RequireAuth roles={['VERIFIED']}>
        <p>members only</p>
      </RequireAuth>,
      { route: '/members' },
    );
    expect(await screen.findByTestId('redirected')).toHaveAttribute('data-location', '/');
  });

  it('lets an allowed role in', async () => {
    mockApi(makeUser({ role: 'VERIFIED' }));
    renderWithProviders(
      <RequireAuth roles={['VERIFIED', 'ADMIN']}>
        <p>videos</p>
      </RequireAuth>,
      { route: '/videos' },
    );
    expect(await screen.findByText('videos')).toBeInTheDocument();
  });

  function LeaveButton() {
    const { logout } = useAuth();
    return (
      <button type="button" onClick={() => void logout()}>
        leave
      </button>
    );
  }

  it('sends a member who signs out (or deletes the account) on a guarded page home, not to /login', async () => {
    const api = mockApi(makeUser({ role: 'VERIFIED' }), {
      'POST /api/auth/student-logout': { body: { ok: true, message: '로그아웃되었습니다.' } },
    });
    renderWithProviders(
      <RequireAuth>
        <LeaveButton />
      </RequireAuth>,
      { route: '/account' },
    );
    const button = await screen.findByRole('button', { name: 'leave' });
    api.signIn(null);
    await act(async () => button.click());
    expect(await screen.findByTestId('redirected')).toHaveAttribute('data-location', '/');
  });

  it('still sends a member whose session ended on the server to /login, to come back', async () => {
    const api = mockApi(makeUser({ role: 'VERIFIED' }));
    function Recheck() {
      const { refetch } = useAuth();
      return (
        <button type="button" onClick={() => void refetch()}>
          recheck
        </button>
      );
    }
    renderWithProviders(
      <RequireAuth>
        <Recheck />
      </RequireAuth>,
      { route: '/account' },
    );
    const button = await screen.findByRole('button', { name: 'recheck' });
    api.signIn(null);
    await act(async () => button.click());
    expect(await screen.findByTestId('redirected')).toHaveAttribute('data-location', '/login?next=%2Faccount');
  });

  it('tells a non-admin why before leaving an admin page', async () => {
    jest.useFakeTimers();
    mockApi(makeUser({ role: 'VERIFIED' }));
    renderWithProviders(
      <RequireAuth roles={['ADMIN']} denied="toast">
        <p>admin</p>
      </RequireAuth>,
      { route: '/admin/videos', path: '/admin/videos' },
    );
    await waitFor(() => expect(screen.getByText('관리자만 접근할 수 있는 페이지입니다.')).toBeInTheDocument());
    expect(screen.queryByTestId('redirected')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(screen.getByTestId('redirected')).toBeInTheDocument();
    jest.useRealTimers();
  });
});

describe('a session that changes on the server', () => {
  it('is re-read when a call is refused, so a revoked member is sent away without a reload', async () => {
    const api = mockApi(makeUser({ role: 'VERIFIED' }), {
      'GET /api/videos': apiError(403, 'FORBIDDEN', '이 기능을 사용할 권한이 없습니다.'),
    });
    function Videos() {
      const { refetch } = useAuth();
      void refetch;
      return (
        <button type="button" onClick={() => void client.get('/videos').catch(() => undefined)}>
          load
        </button>
      );
    }
    renderWithProviders(
      <RequireAuth roles={['VERIFIED', 'ADMIN']}>
        <Videos />
      </RequireAuth>,
      { route: '/videos' },
    );
    const button = await screen.findByRole('button', { name: 'load' });
    api.signIn(makeUser({ role: 'PENDING' }));
    await act(async () => button.click());
    expect(await screen.findByTestId('redirected')).toBeInTheDocument();
  });

  it('is re-read when the server answers PASSWORD_CHANGE_REQUIRED, so the shell can ask for a new password', async () => {
    const api = mockApi(makeUser({ mustChangePassword: false }), {
      'GET /api/videos': apiError(403, 'PASSWORD_CHANGE_REQUIRED', '비밀번호를 변경해야 합니다.'),
    });
    function Videos() {
      const { user } = useAuth();
      return (
        <button
          type="button"
          data-must-change={String(user?.mustChangePassword ?? false)}
          onClick={() => void client.get('/videos').catch(() => undefined)}
        >
          load
        </button>
      );
    }
    renderWithProviders(<Videos />, { route: '/videos' });
    const button = await screen.findByRole('button', { name: 'load' });
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/user')).not.toHaveLength(0));
    api.signIn(makeUser({ mustChangePassword: true }));
    await act(async () => button.click());
    await waitFor(() => expect(button).toHaveAttribute('data-must-change', 'true'));
  });
});
