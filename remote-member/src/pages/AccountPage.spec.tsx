import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAVE_MESSAGES, MESSAGES } from '@academy/common';
import { PARENT_SCREEN_MESSAGES as P } from '@academy/common/parents';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import {
  apiError,
  type FakeApi,
  makeApproval,
  makeContinueItem,
  makeUser,
  mockApi,
  renderWithProviders,
} from '@academy/context/testing';
import { RequireAuth } from '@academy/context';
import AccountPage from './AccountPage';

const M = MEMBER_MESSAGES.memberArea;

function renderAccount() {
  return renderWithProviders(<AccountPage />, { route: '/account' });
}

describe('AccountPage', () => {
  it('explains to a PENDING member that an administrator must approve the account first', async () => {
    mockApi(makeUser({ role: 'PENDING' }), { 'GET /api/user/approvals': { body: [] } });
    renderAccount();
    await expect(screen.findByText(M.pendingExplain)).resolves.toBeInTheDocument();
    expect(screen.getByTestId('role-badge')).toHaveTextContent('승인 대기');
    await expect(screen.findByText(M.historyEmpty)).resolves.toBeInTheDocument();
  });

  it('tells a rejected member so and shows the administrator memo of the latest decision', async () => {
    const records = [
      makeApproval({ id: 'old', status: 'APPROVED', memo: '처음 승인', createdAt: '2026-01-05T00:00:00.000Z' }),
      makeApproval({
        id: 'new',
        status: 'REJECTED',
        memo: '재학 증명서를 확인할 수 없습니다',
        createdAt: '2026-02-05T00:00:00.000Z',
      }),
    ];
    mockApi(makeUser({ role: 'PENDING' }), { 'GET /api/user/approvals': { body: records } });
    renderAccount();
    const decision = await screen.findByTestId('latest-decision');
    expect(decision).toHaveTextContent(M.rejected);
    expect(decision).toHaveTextContent('재학 증명서를 확인할 수 없습니다');
  });

  it('lists the approval history newest first with its labels, memos and dates', async () => {
    const records = [
      makeApproval({ id: 'a', status: 'APPROVED', memo: '확인 완료', createdAt: '2026-01-05T03:00:00.000Z' }),
      makeApproval({ id: 'b', status: 'REVOKED', memo: '장기 미출석', createdAt: '2026-03-05T03:00:00.000Z' }),
    ];
    mockApi(makeUser({ role: 'VERIFIED' }), { 'GET /api/user/approvals': { body: records } });
    renderAccount();
    const history = await screen.findByRole('region', { name: '승인 내역' });
    await expect(within(history).findByText('장기 미출석')).resolves.toBeInTheDocument();
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('승인 취소');
    expect(items[0]).toHaveTextContent('장기 미출석');
    expect(items[0]).toHaveTextContent('2026년 3월 5일');
    expect(items[1]).toHaveTextContent('승인');
    expect(items[1]).toHaveTextContent('확인 완료');
    expect(screen.getByText(M.verifiedStatus)).toBeInTheDocument();
  });

  it('shows a retry when the history fails to load, and loads it again', async () => {
    let calls = 0;
    const api = mockApi(makeUser(), {
      'GET /api/user/approvals': () =>
        ++calls === 1 ? apiError(500, 'INTERNAL_ERROR', '서버 오류') : { body: [makeApproval({ memo: '승인합니다' })] },
      'GET /api/me/progress/summary': { body: { completedVideos: 0, coursesInProgress: 0, lastWatched: null } },
      'GET /api/auth/sessions': { body: [] },
      'GET /api/me/consents': { body: [] },
      'GET /api/me/parent-link-code': { body: { code: 'K7MX3PQ9', expiresAt: '2026-11-30T06:20:00.000Z' } },
      'GET /api/me/guardians': { body: [] },
    });
    renderAccount();
    const retry = await within(await screen.findByRole('region', { name: '승인 내역' })).findByRole('button', {
      name: M.retry,
    });
    await userEvent.click(retry);
    await expect(screen.findByText('승인합니다')).resolves.toBeInTheDocument();
    expect(api.requests().filter((call) => call === 'GET /api/user/approvals')).toHaveLength(2);
  });

  it('offers the admin quick link to ADMIN only', async () => {
    mockApi(makeUser({ role: 'VERIFIED' }), { 'GET /api/user/approvals': { body: [] } });
    const { unmount } = renderAccount();
    const menu = await screen.findByRole('navigation', { name: '빠른 메뉴' });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/courses', '/about', '/gallery']);
    unmount();

    mockApi(makeUser({ role: 'ADMIN' }), { 'GET /api/user/approvals': { body: [] } });
    renderAccount();
    const adminMenu = await screen.findByRole('navigation', { name: '빠른 메뉴' });
    expect(within(adminMenu).getByRole('link', { name: /관리자 페이지/ })).toHaveAttribute('href', '/admin');
    expect(screen.getByTestId('role-badge')).toHaveTextContent('관리자');
  });

  it('shows the profile card and keeps profile editing switched off', async () => {
    mockApi(
      makeUser({
        firstName: '민수',
        lastName: '김',
        email: 'minsu@example.com',
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
      { 'GET /api/user/approvals': { body: [] } },
    );
    renderAccount();
    await expect(screen.findByRole('heading', { name: '김민수' })).resolves.toBeInTheDocument();
    expect(screen.getAllByText('minsu@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText(/가입일 2026년 1월 1일/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
    expect(screen.getByLabelText('이름')).toBeDisabled();
  });

  it('asks a visitor to log in when rendered without the shell guard', async () => {
    const api = mockApi(null);
    renderAccount();
    const login = await screen.findByRole('link', { name: '로그인' });
    expect(login).toHaveAttribute('href', '/login?next=%2Faccount');
    expect(api.requests()).not.toContain('GET /api/user/approvals');
  });
});

describe('AccountPage: learning summary', () => {
  it('shows videos completed, courses in progress and the last lesson watched, with a link back to it', async () => {
    mockApi(makeUser(), {
      'GET /api/user/approvals': { body: [] },
      'GET /api/me/progress/summary': {
        body: {
          completedVideos: 4,
          coursesInProgress: 2,
          lastWatched: makeContinueItem({
            video: { id: 'v9', title: '9강 분사구문', courseId: 'c2' },
            course: { id: 'c2', title: '고등 독해' },
            updatedAt: '2026-03-05T00:05:00Z',
          }),
        },
      },
    });
    renderAccount();
    const summary = await screen.findByTestId('learning-summary');
    await within(summary).findByTestId('completed-videos');
    expect(within(summary).getByTestId('completed-videos')).toHaveTextContent('4개');
    expect(within(summary).getByTestId('courses-in-progress')).toHaveTextContent('2개');
    expect(within(summary).getByRole('link', { name: '9강 분사구문' })).toHaveAttribute(
      'href',
      '/courses/c2?video=v9&resume=1',
    );
    expect(within(summary).getByTestId('last-watched')).toHaveTextContent('고등 독해 · 2026년 3월 5일 09:05');
  });

  it('counts the quizzes passed', async () => {
    mockApi(makeUser(), {
      'GET /api/user/approvals': { body: [] },
      'GET /api/me/progress/summary': {
        body: { completedVideos: 4, coursesInProgress: 2, lastWatched: null, quizzesPassed: 3 },
      },
    });
    renderAccount();
    const summary = await screen.findByTestId('learning-summary');
    const passed = await within(summary).findByTestId('quizzes-passed');
    expect(passed).toHaveTextContent('3개');
    expect(passed.previousElementSibling).toHaveTextContent(MEMBER_MESSAGES.progress.quizzesPassed);
  });

  it('asks nothing for a PENDING member, who cannot watch yet', async () => {
    const api = mockApi(makeUser({ role: 'PENDING' }), { 'GET /api/user/approvals': { body: [] } });
    renderAccount();
    await screen.findByRole('navigation', { name: '빠른 메뉴' });
    expect(screen.queryByTestId('learning-summary')).not.toBeInTheDocument();
    expect(api.requests().some((call) => call.includes('/api/me/progress'))).toBe(false);
  });

  describe('consents and leaving', () => {
    const consents = (marketing: boolean) => [
      { kind: 'TERMS' as const, given: true, version: 1, at: '2026-12-01T01:00:00Z' },
      { kind: 'PRIVACY' as const, given: true, version: 1, at: '2026-12-01T01:00:00Z' },
      { kind: 'MARKETING' as const, given: marketing, version: 1, at: '2026-12-01T01:00:00Z' },
    ];

    it('lists the consents and withdraws the marketing one', async () => {
      let marketing = true;
      const api = mockApi(makeUser({ role: 'VERIFIED' }), {
        'GET /api/user/approvals': { body: [] },
        'GET /api/me/consents': () => ({ body: consents(marketing) }),
        'PATCH /api/me/consents': ({ body }) => {
          marketing = body?.marketing === true;
          return { body: consents(marketing) };
        },
      });
      renderAccount();
      const card = await screen.findByRole('region', { name: '동의 내역' });
      expect(await within(card).findByText('이용약관 동의')).toBeInTheDocument();
      const box = within(card).getByLabelText('광고성 정보(강좌 안내, 이벤트) 수신에 동의합니다 (선택)');
      expect(box).toBeChecked();
      await userEvent.click(box);
      expect(await screen.findByText('광고성 정보 수신 동의를 철회했습니다.')).toBeInTheDocument();
      expect(api.callsTo('PATCH', '/api/me/consents')[0].body).toEqual({ marketing: false });
      await waitFor(() => expect(box).not.toBeChecked());
    });

    it('leaves after the password and a confirmation, signed out and home; a wrong password is said on the field', async () => {
      const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
      let tries = 0;
      const api: FakeApi = mockApi(makeUser({ role: 'VERIFIED' }), {
        'GET /api/user/approvals': { body: [] },
        'GET /api/me/consents': { body: consents(false) },
        'DELETE /api/me': () =>
          ++tries === 1
            ? {
                status: 400,
                body: {
                  ok: false,
                  statusCode: 400,
                  code: 'INVALID_PASSWORD',
                  message: LEAVE_MESSAGES.wrongPassword,
                  errors: [{ field: 'password', message: LEAVE_MESSAGES.wrongPassword }],
                },
              }
            : (api.signIn(null), { body: { ok: true, message: LEAVE_MESSAGES.done } }),
        'POST /api/auth/student-logout': { body: { ok: true, message: MESSAGES.auth.logoutDone } },
      });
      // As the shell mounts it: behind the guard that sends a visitor away from /account.
      renderWithProviders(
        <RequireAuth>
          <AccountPage />
        </RequireAuth>,
        { route: '/account' },
      );
      const card = await screen.findByRole('region', { name: '회원 탈퇴' });
      for (const item of LEAVE_MESSAGES.deleted) expect(within(card).getByText(item)).toBeInTheDocument();
      await userEvent.click(within(card).getByRole('button', { name: '탈퇴하기' }));
      expect(await within(card).findByText(LEAVE_MESSAGES.password)).toBeInTheDocument();
      expect(api.callsTo('DELETE', '/api/me')).toHaveLength(0);

      await userEvent.type(within(card).getByLabelText('비밀번호 확인'), 'wrong');
      await userEvent.click(within(card).getByRole('button', { name: '탈퇴하기' }));
      expect(await within(card).findByText(LEAVE_MESSAGES.wrongPassword)).toBeInTheDocument();

      await userEvent.clear(within(card).getByLabelText('비밀번호 확인'));
      await userEvent.type(within(card).getByLabelText('비밀번호 확인'), 'right-password');
      await userEvent.click(within(card).getByRole('button', { name: '탈퇴하기' }));
      await waitFor(() => expect(api.callsTo('DELETE', '/api/me')).toHaveLength(2));
      expect(api.callsTo('DELETE', '/api/me')[1].body).toEqual({ password: 'right-password' });
      expect(await screen.findByText(LEAVE_MESSAGES.done)).toBeInTheDocument();
      expect(await screen.findByTestId('redirected')).toHaveAttribute('data-location', '/');
      expect(confirm).toHaveBeenCalledWith(LEAVE_MESSAGES.confirm);
      confirm.mockRestore();
    });

    it('offers no leaving to an ADMIN', async () => {
      mockApi(makeUser({ role: 'ADMIN' }), {
        'GET /api/user/approvals': { body: [] },
        'GET /api/me/consents': { body: [] },
      });
      renderAccount();
      await screen.findByRole('region', { name: '동의 내역' });
      expect(screen.queryByRole('region', { name: '회원 탈퇴' })).not.toBeInTheDocument();
    });
  });
});

describe('AccountPage: parents', () => {
  /** What a parent may ask (CONTRACT.md "Parents"): its session and account, its consents. */
  const allowedToParent = (call: string) => / \/api\/(auth\/|me\/consents)/.test(call);

  it('gives a parent the account sections and the 학부모 홈, and asks nothing a member asks', async () => {
    const api = mockApi(makeUser({ role: 'PARENT', firstName: '영희' }), {
      'GET /api/me/consents': { body: [] },
      'GET /api/auth/sessions': { body: [] },
    });
    renderAccount();
    await screen.findByRole('region', { name: '동의 내역' });
    expect(screen.getByRole('region', { name: '비밀번호 변경' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '회원 탈퇴' })).toBeInTheDocument();
    expect(screen.getByText(P.parentStatus)).toBeInTheDocument();
    expect(screen.getByTestId('role-badge')).toHaveTextContent('학부모');
    const status = screen.getByRole('region', { name: '계정 상태' });
    expect(within(status).getByRole('link', { name: P.parentHome })).toHaveAttribute('href', '/parent');
    const menu = screen.getByRole('navigation', { name: '빠른 메뉴' });
    expect(within(menu).getAllByRole('link')[0]).toHaveAttribute('href', '/parent');

    expect(screen.queryByRole('region', { name: '승인 내역' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: P.linkCardTitle })).not.toBeInTheDocument();
    expect(screen.queryByTestId('learning-summary')).not.toBeInTheDocument();
    await waitFor(() => expect(api.requests()).toContain('GET /api/auth/sessions'));
    expect(api.requests().filter((call) => !allowedToParent(call))).toEqual([]);
  });

  it('gives an approved student the 학부모 연결 card, and no one else', async () => {
    mockApi(makeUser({ role: 'VERIFIED' }), {
      'GET /api/user/approvals': { body: [] },
      'GET /api/me/parent-link-code': { body: { code: 'K7MX3PQ9', expiresAt: '2026-11-30T06:20:00.000Z' } },
      'GET /api/me/guardians': { body: [] },
    });
    const { unmount } = renderAccount();
    const card = await screen.findByRole('region', { name: P.linkCardTitle });
    expect(await within(card).findByText('K7MX-3PQ9')).toBeInTheDocument();
    unmount();

    for (const role of ['PENDING', 'ADMIN'] as const) {
      const api = mockApi(makeUser({ role }), { 'GET /api/user/approvals': { body: [] } });
      const view = renderAccount();
      await screen.findByRole('navigation', { name: '빠른 메뉴' });
      expect(screen.queryByRole('region', { name: P.linkCardTitle })).not.toBeInTheDocument();
      // The API gives a code to an approved student only: anyone else would be answered 403.
      expect(api.requests().filter((call) => /parent-link-code|guardians/.test(call))).toEqual([]);
      view.unmount();
    }
  });
});
