import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import {
  apiError,
  makeMember,
  makeUser,
  mockApi,
  renderWithProviders,
  type RouteTable,
} from '@academy/context/testing';
import { approval, memberRoutes } from '../test/member-routes';
import AdminDashboardPage from './AdminDashboardPage';

const admin = makeUser({ id: 'admin', role: 'ADMIN' });

function members() {
  return memberRoutes([
    makeMember({ id: 'p1', name: '김대기', email: 'wait@example.com' }),
    makeMember({
      id: 'v1',
      name: '박인증',
      email: 'park@example.com',
      role: 'VERIFIED',
      latestApproval: approval('APPROVED'),
    }),
    makeMember({
      id: 'v2',
      name: '최인증',
      email: 'choi@example.com',
      role: 'VERIFIED',
      latestApproval: approval('APPROVED'),
    }),
  ]);
}

/** The members API and the console routes (which win where both answer). */
function serve(user: ReturnType<typeof makeUser> | null, consoleRoutes: RouteTable) {
  return mockApi(user, {
    ...members(),
    'GET /api/simple/ping': { body: { ok: true, console: false } },
    ...consoleRoutes,
  });
}

const showDashboard = () => renderWithProviders(<AdminDashboardPage />, { route: '/admin-dashboard' });

function api(user: ReturnType<typeof makeUser> | null, consoleRoutes: RouteTable) {
  const server = serve(user, consoleRoutes);
  showDashboard();
  return server;
}

describe('/admin-dashboard', () => {
  let alertMock: jest.SpyInstance;
  beforeEach(() => {
    alertMock = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a signed-in ADMIN the overview and the pending members tab', async () => {
    api(admin, {});
    expect(await screen.findByRole('table', { name: '최근 승인 대기 회원' })).toHaveTextContent('김대기');
    expect(screen.getByRole('table', { name: '승인된 회원' })).toHaveTextContent('박인증');
    const pendingTab = await screen.findByRole('table', { name: '승인 대기 회원 목록' });
    expect(within(pendingTab).getByText('wait@example.com', { exact: false })).toBeInTheDocument();
  });

  it('shows the server message for a wrong password, and "로그인 중 오류가 발생했습니다." when the network fails', async () => {
    const user = userEvent.setup();
    let networkDown = false;
    api(null, {
      'POST /api/admin/login': () => {
        if (networkDown) throw new TypeError('Failed to fetch');
        return apiError(401, 'INVALID_PASSWORD', '잘못된 비밀번호입니다.');
      },
    });
    await user.type(await screen.findByLabelText('관리자 비밀번호'), 'nope{Enter}');
    expect(await screen.findByText('잘못된 비밀번호입니다.', { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(screen.getAllByText('잘못된 비밀번호입니다.')).toHaveLength(1);
    expect(alertMock).not.toHaveBeenCalled();

    networkDown = true;
    await user.type(screen.getByLabelText('관리자 비밀번호'), 'again{Enter}');
    expect(
      await screen.findByText(MESSAGES.console.loginNetworkError, { selector: '.ant-alert *' }),
    ).toBeInTheDocument();
  });

  it('opens the dashboard shortly after a successful login', async () => {
    const user = userEvent.setup();
    const consoles = api(null, { 'POST /api/admin/login': { body: { ok: true, message: '로그인되었습니다.' } } });
    await user.type(await screen.findByLabelText('관리자 비밀번호'), 'console-password-1{Enter}');
    expect(await screen.findByRole('table', { name: '승인 대기 회원 목록' })).toBeInTheDocument();
    expect(consoles.callsTo('POST', '/api/admin/login')[0].body).toEqual({ password: 'console-password-1' });
  });

  it('sends an expired session back to the console login, saying so in a toast, not a native alert', async () => {
    const server = serve(null, { 'GET /api/simple/ping': { body: { ok: true, console: true } } });
    server.failNext('GET /api/admin/members', apiError(401, 'UNAUTHORIZED', MESSAGES.auth.unauthorized));
    showDashboard();
    expect(await screen.findByTestId('redirected')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '알림' })).toHaveTextContent(MESSAGES.auth.sessionExpired);
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('approves a pending member from the tab with the console memo', async () => {
    const user = userEvent.setup();
    const memberApi = api(admin, {});
    const list = await screen.findByRole('table', { name: '승인 대기 회원 목록' });
    await user.click(within(list).getByRole('button', { name: '김대기 승인' }));
    await waitFor(() => expect(memberApi.callsTo('POST', '/api/admin/approve-user')).toHaveLength(1));
    expect(memberApi.callsTo('POST', '/api/admin/approve-user')[0].body).toEqual({ userId: 'p1' });
    expect(
      await screen.findByText(ADMIN_MESSAGES.admin.membersEmpty.pending, { selector: '.ant-empty *' }),
    ).toBeInTheDocument();
  });

  it('searches approved members and removes one after "정말 탈퇴 처리하시겠습니까?"; a failure names its code', async () => {
    const user = userEvent.setup();
    const memberApi = api(admin, {});
    await user.click(await screen.findByRole('tab', { name: '승인된 회원' }));
    await user.type(await screen.findByRole('searchbox', { name: '승인된 회원 검색' }), 'choi{Enter}');
    await waitFor(() => expect(memberApi.calls.some((call) => call.url.includes('status=verified&q=choi'))).toBe(true));
    const list = await screen.findByRole('table', { name: '승인된 회원 목록' });
    await waitFor(() => expect(within(list).queryByText('박인증')).not.toBeInTheDocument());

    memberApi.failNext('DELETE /api/admin/members/v2', apiError(404, 'NOT_FOUND', ADMIN_MESSAGES.members.notFound));
    await user.click(within(list).getByRole('button', { name: '최인증 탈퇴 처리' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('정말 탈퇴 처리하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '탈퇴 처리' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(ADMIN_MESSAGES.members.removeFailed);
    expect(toast).toHaveTextContent(`${ADMIN_MESSAGES.members.notFound} (NOT_FOUND)`);
  });

  it('offers the four tabs of the spec and the consultation inbox; an expired session in the video tab goes back to the console login', async () => {
    const user = userEvent.setup();
    const expired = apiError(401, 'UNAUTHORIZED', MESSAGES.auth.unauthorized);
    api(null, { 'GET /api/simple/ping': { body: { ok: true, console: true } }, 'GET /api/admin/videos': expired });
    await screen.findByRole('table', { name: '승인 대기 회원 목록' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '승인 대기 회원',
      '상담 신청',
      '동영상 관리',
      '갤러리 관리',
      '승인된 회원',
    ]);
    await user.click(screen.getByRole('tab', { name: '동영상 관리' }));
    expect(await screen.findByTestId('redirected')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '알림' })).toHaveTextContent(MESSAGES.auth.sessionExpired);
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('leads a console session only where it may go: the quick links and "전체 보기" open the dashboard tabs', async () => {
    const user = userEvent.setup();
    api(null, {
      'GET /api/simple/ping': { body: { ok: true, console: true } },
      'GET /api/admin/gallery': { body: [] },
    });
    const quick = await screen.findByRole('navigation', { name: '바로 가기' });
    const hrefs = [...within(quick).getAllByRole('link'), ...screen.getAllByRole('link', { name: '전체 보기' })].map(
      (link) => link.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/admin-dashboard?tab=pending',
      '/admin-dashboard?tab=consultations',
      '/admin-dashboard?tab=videos',
      '/admin-dashboard?tab=gallery',
      '/admin-dashboard?tab=approved',
      '/admin-dashboard?tab=pending',
      '/admin-dashboard?tab=approved',
    ]);
    await user.click(within(quick).getByRole('link', { name: /갤러리 관리/ }));
    expect(await screen.findByRole('tab', { name: '갤러리 관리', selected: true })).toBeInTheDocument();
  });

  it('opens the consultation inbox from the card 새 상담 신청 of a console session; a request is marked contacted', async () => {
    const user = userEvent.setup();
    const request = {
      id: 'c1',
      createdAt: '2030-03-10T03:00:00.000Z',
      name: '김민수',
      phone: '010-1234-5678',
      grade: '중2',
      programSlug: null,
      programTitle: null,
      message: '레벨 테스트 문의',
      status: 'NEW',
      memo: null,
      handledBy: null,
      handledAt: null,
      closedAt: null,
    };
    const statuses: Array<string | null> = [];
    const consoles = api(null, {
      'GET /api/simple/ping': { body: { ok: true, console: true } },
      'GET /api/admin/consultations/new-count': { body: { count: 1 } },
      'GET /api/admin/consultations': ({ query }) => {
        statuses.push(new URLSearchParams(query).get('status'));
        return { body: { items: [request], total: 1 } };
      },
      'GET /api/programs': { body: [] },
      'PATCH /api/admin/consultations/c1': ({ body }) => ({ body: { ...request, ...body } }),
    });
    const card = await screen.findByRole('link', { name: /새 상담 신청/ });
    expect(card).toHaveAttribute('href', '/admin-dashboard?tab=consultations&status=NEW');
    await user.click(card);
    expect(await screen.findByRole('tab', { name: '상담 신청', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '상담 신청' })).toBeInTheDocument();
    await waitFor(() => expect(statuses).toContain('NEW'));
    await user.click(await screen.findByRole('button', { name: /김민수/ }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByLabelText('메모'), '3월 12일 통화');
    await user.click(within(drawer).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(consoles.callsTo('PATCH', '/api/admin/consultations/c1')).toHaveLength(1));
    expect(consoles.callsTo('PATCH', '/api/admin/consultations/c1')[0].body).toMatchObject({ memo: '3월 12일 통화' });
  });

  it("shows a signed-in ADMIN the admin section's screens as quick links", async () => {
    api(admin, {});
    const quick = await screen.findByRole('navigation', { name: '바로 가기' });
    const hrefs = within(quick)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/admin/members');
    expect(hrefs.every((href) => href?.startsWith('/admin/'))).toBe(true);
  });

  it('asks before logging out, then ends the console session and goes to /_superadmin', async () => {
    const user = userEvent.setup();
    const consoles = api(null, {
      'GET /api/simple/ping': { body: { ok: true, console: true } },
      'POST /api/admin/logout': { body: { ok: true, message: '로그아웃되었습니다.' } },
    });
    await user.click(await screen.findByRole('button', { name: /로그아웃/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(MESSAGES.console.logoutConfirm);
    expect(consoles.callsTo('POST', '/api/admin/logout')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByTestId('redirected')).toBeInTheDocument();
    expect(consoles.callsTo('POST', '/api/admin/logout')).toHaveLength(1);
  });

  it('opens the tab a shared link names, with its table state, and keeps the search of the approved tab in the address', async () => {
    const user = userEvent.setup();
    const memberApi = serve(admin, { 'GET /api/admin/gallery': { body: [] } });
    renderWithProviders(<AdminDashboardPage />, { route: '/admin-dashboard?tab=approved&approvedQ=choi' });
    expect(await screen.findByRole('tab', { name: '승인된 회원', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('searchbox', { name: '승인된 회원 검색' })).toHaveValue('choi');
    await waitFor(() => expect(memberApi.calls.some((call) => call.url.includes('status=verified&q=choi'))).toBe(true));
    const table = await screen.findByRole('table', { name: '승인된 회원 목록' });
    expect(table.closest('.ant-table')).not.toBeNull();
    await waitFor(() => expect(within(table).queryByText('박인증')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: '갤러리 관리' }));
    expect(await screen.findByText(ADMIN_MESSAGES.admin.galleryEmpty)).toBeInTheDocument();
  });
});
