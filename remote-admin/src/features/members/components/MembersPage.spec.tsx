import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, readKey, type Member } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { adminScreenReads } from '@academy/common/admin-reads';
import { AntdThemeProvider } from '@academy/context/antd';
import {
  apiError,
  makeMember,
  makeUser,
  mockApi,
  renderWithProviders,
  type RecordedCall,
  type Route,
  type RouteTable,
} from '@academy/context/testing';
import { approval, memberRoutes } from '../../../test/member-routes';
import { PICKER_QUERY } from '../hooks/use-member-picker';
import { withMemberPages } from '../test/member-pages';
import { MembersPage } from './MembersPage';

const admin = makeUser({ id: 'admin', email: 'admin@test.local', role: 'ADMIN' });

/** The members API answering one page at a time, as the server does. */
const pagedMemberRoutes = (members: Member[]) => withMemberPages(memberRoutes(members));

function seedMembers() {
  return [
    makeMember({ id: 'p1', name: '김민수', email: 'minsu@example.com' }),
    makeMember({ id: 'p2', name: '이지은', email: 'jieun@example.com' }),
    makeMember({
      id: 'v1',
      name: '박서준',
      email: 'seojun@example.com',
      role: 'VERIFIED',
      latestApproval: approval('APPROVED', '재원생 확인'),
    }),
    makeMember({
      id: 'r1',
      name: '최유리',
      email: 'yuri@example.com',
      latestApproval: approval('REJECTED', '중복 가입'),
    }),
    makeMember({ id: 'admin', name: '관리자', email: 'admin@test.local', role: 'ADMIN' }),
  ];
}

function showMembers(route = '/admin/members') {
  renderWithProviders(
    <AntdThemeProvider>
      <MembersPage />
    </AntdThemeProvider>,
    { route, path: '/admin/members' },
  );
}

function renderMembers(routes: RouteTable = pagedMemberRoutes(seedMembers()), route = '/admin/members') {
  const server = mockApi(admin, routes);
  showMembers(route);
  return server;
}

const tab = (name: RegExp) => screen.findByRole('tab', { name });
const table = () => screen.getByRole('table');
/** Waits until the tab shows this count (antd draws each digit of a longer one apart, so its name has gaps). */
const tabCount = (name: string, count: number) =>
  waitFor(() =>
    expect(screen.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveTextContent(
      new RegExp(`^${name}\\s*${count}$`),
    ),
  );

describe('/admin/members', () => {
  it('lists pending members first, with a count on every tab; at 1280 px every column is there', async () => {
    const desktopWidth = window.innerWidth;
    Object.assign(window, { innerWidth: 1280 });
    try {
      renderMembers();
      expect(await screen.findByText('김민수')).toBeInTheDocument();
      expect(screen.getByText('이지은')).toBeInTheDocument();
      expect(screen.queryByText('박서준')).not.toBeInTheDocument();
      expect(await tab(/승인 대기\s*2/)).toHaveAttribute('aria-selected', 'true');
      expect(await tab(/인증 회원\s*1/)).toBeInTheDocument();
      expect(await tab(/거절됨\s*1/)).toBeInTheDocument();
      expect(await tab(/전체\s*5/)).toBeInTheDocument();
      for (const header of ['이름', '이메일', '역할', '가입일', '최근 처리', '작업']) {
        // A filtered column's header also names its filter button.
        expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
      }
    } finally {
      Object.assign(window, { innerWidth: desktopWidth });
    }
  });

  it('draws no dialog before one is opened (their code loads on demand), then opens the decision dialog on request', async () => {
    const user = userEvent.setup();
    renderMembers();
    await screen.findByText('김민수');
    // antd kept the decision dialog drawn (hidden) from the start; now it is not there until opened.
    expect(screen.queryByText('가입 승인 / 거절')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '승인 / 거절 처리' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('가입 승인 / 거절');
  });

  it('switches tabs from the keyboard: the arrow keys move to the next status, Enter shows its list', async () => {
    const user = userEvent.setup();
    renderMembers();
    await screen.findByText('김민수');
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    (await tab(/승인 대기/)).focus();
    await user.keyboard('{ArrowRight}');
    expect(await tab(/인증 회원/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await tab(/인증 회원/)).toHaveAttribute('aria-selected', 'true');
    expect(await within(table()).findByText('박서준')).toBeInTheDocument();
    await user.keyboard('{End}{Enter}');
    expect(await tab(/전체/)).toHaveAttribute('aria-selected', 'true');
    expect(await within(table()).findByText('admin@test.local')).toBeInTheDocument();
  });

  it('offers the list as shown (tab, search, role) as a CSV download', async () => {
    const user = userEvent.setup();
    renderMembers(pagedMemberRoutes(seedMembers()), '/admin/members?status=verified&q=%EB%B0%95&role=VERIFIED');
    const link = await screen.findByRole('link', { name: new RegExp(ADMIN_MESSAGES.csv.download) });
    expect(link).toHaveAttribute(
      'href',
      `/api/admin/members.csv?status=verified&q=${encodeURIComponent('박')}&role=VERIFIED`,
    );
    expect(link).toHaveAttribute('download');
    await user.click(await tab(/^전체/));
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/^\/api\/admin\/members\.csv\?status=all&/));
  });

  it('shows a 5-row skeleton until the list arrives', async () => {
    renderMembers();
    expect(screen.getByTestId('members-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('김민수')).toBeInTheDocument();
    expect(screen.queryByTestId('members-skeleton')).not.toBeInTheDocument();
  });

  it('shows role badges with their Korean labels on the all tab', async () => {
    const user = userEvent.setup();
    renderMembers();
    await user.click(await tab(/전체/));
    const adminRow = (await screen.findByText('admin@test.local')).closest('tr')!;
    expect(within(adminRow).getByText('관리자', { selector: '.badge' })).toHaveClass('badge--admin');
    const verifiedRow = screen.getByText('seojun@example.com').closest('tr')!;
    expect(within(verifiedRow).getByText('인증 회원')).toHaveClass('badge--verified');
  });

  it('asks the server with q after a pause in typing, and at once on Enter', async () => {
    const user = userEvent.setup();
    const server = renderMembers();
    await screen.findByText('김민수');
    await user.type(screen.getByRole('searchbox', { name: '회원 검색' }), 'minsu');
    await waitFor(() => expect(server.calls.some((call) => call.url.includes('q=minsu'))).toBe(true));
    expect(server.calls.some((call) => call.url.includes('q=m&') || call.url.endsWith('q=m'))).toBe(false);
    await waitFor(() => expect(screen.queryByText('이지은')).not.toBeInTheDocument());
    expect(screen.getByText('김민수')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: '회원 검색' }));
    await user.type(screen.getByRole('searchbox', { name: '회원 검색' }), 'jieun{Enter}');
    await waitFor(() => expect(server.calls.some((call) => call.url.includes('q=jieun'))).toBe(true));
  });

  it('filters by role through the server', async () => {
    const user = userEvent.setup();
    const server = renderMembers();
    await screen.findByText('김민수');
    const roleHeader = screen.getByRole('columnheader', { name: /^역할/ });
    await user.click(within(roleHeader).getByRole('button'));
    await user.click(await screen.findByRole('menuitem', { name: /인증 회원/ }));
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(server.calls.some((call) => call.url.includes('role=VERIFIED'))).toBe(true));
    expect(await screen.findByText(ADMIN_MESSAGES.admin.membersEmptyFiltered)).toBeInTheDocument();
  });

  it('approves a member with a memo, then refreshes the lists', async () => {
    const user = userEvent.setup();
    const server = renderMembers();
    await user.click(await screen.findByRole('button', { name: '김민수 승인' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('김민수 (minsu@example.com)')).toBeInTheDocument();
    // A child under 14: the guardian to call before approving, and the consents given.
    expect(await within(dialog).findByText('김영희')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '010-9876-5432' })).toHaveAttribute('href', 'tel:010-9876-5432');
    expect(within(dialog).getByText('법정대리인 동의')).toBeInTheDocument();
    expect(within(dialog).getByText('광고성 정보 수신 동의').closest('tr')).toHaveTextContent('미동의');
    await user.type(within(dialog).getByRole('textbox'), '재원생 확인 완료');
    expect(within(dialog).getByText('9 / 500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '승인' }));

    await waitFor(() => expect(server.callsTo('POST', '/api/admin/approve-user')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/admin/approve-user')[0].body).toEqual({
      userId: 'p1',
      memo: '재원생 확인 완료',
    });
    expect(await screen.findByText(ADMIN_MESSAGES.members.approved)).toBeInTheDocument();
    expect(await tab(/승인 대기\s*1/)).toBeInTheDocument();
    expect(await tab(/인증 회원\s*2/)).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText('김민수')).not.toBeInTheDocument());
  });

  it('works from the keyboard alone: the memo has focus when a row opens the dialog, and after approval focus moves to the next row', async () => {
    const user = userEvent.setup();
    const server = renderMembers();
    const approveMinsu = await screen.findByRole('button', { name: '김민수 승인' });
    approveMinsu.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveFocus());
    await user.keyboard('재원생 확인');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: '승인' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/approve-user')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/admin/approve-user')[0].body).toEqual({ userId: 'p1', memo: '재원생 확인' });
    // 김민수's row is gone: the next pending member's first action takes the focus, not the page.
    await waitFor(() => expect(screen.getByRole('button', { name: '이지은 승인' })).toHaveFocus());
  });

  it('rejects a member chosen in the dialog; the member moves to the rejected tab', async () => {
    const user = userEvent.setup();
    const server = renderMembers();
    await user.click(await screen.findByRole('button', { name: '이지은 거절' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: '거절' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '거절' }));

    await waitFor(() => expect(server.callsTo('POST', '/api/admin/reject-user')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/admin/reject-user')[0].body).toEqual({ userId: 'p2' });
    expect(await screen.findByText(ADMIN_MESSAGES.members.rejected)).toBeInTheDocument();
    expect(await tab(/거절됨\s*2/)).toBeInTheDocument();
  });

  it('offers a rejected member 승인 but not a second 거절', async () => {
    renderMembers(undefined, '/admin/members?status=rejected');
    expect(await screen.findByRole('button', { name: '최유리 승인' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '최유리 거절' })).not.toBeInTheDocument();
  });

  it('lets the admin switch the action in the dialog, and cancel without calling the server', async () => {
    const user = userEvent.setup();
    const server = renderMembers();
    await user.click(await screen.findByRole('button', { name: '김민수 승인' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '거절' }));
    expect(within(dialog).getByRole('button', { name: '거절' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '승인 / 거절 처리' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    expect(await within(dialog).findByText(MESSAGES.validation.userId)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/admin/approve-user')).toHaveLength(0);
    expect(server.callsTo('POST', '/api/admin/reject-user')).toHaveLength(0);
  });

  describe("the dialog's member picker", () => {
    const pickerReads = (server: ReturnType<typeof mockApi>) =>
      server.callsTo('GET', '/api/admin/members').filter((call) => call.query.role === PICKER_QUERY.role);

    it('searches the server for waiting and rejected members as the admin types, and decides on the one chosen', async () => {
      const user = userEvent.setup();
      const server = renderMembers();
      await screen.findByText('김민수');
      await user.click(screen.getByRole('button', { name: '승인 / 거절 처리' }));
      const dialog = await screen.findByRole('dialog');
      // Nothing is read for the picker until it is opened.
      expect(pickerReads(server)).toEqual([]);

      await user.type(within(dialog).getByRole('combobox', { name: '회원' }), 'yuri');
      await waitFor(() =>
        expect(pickerReads(server).at(-1)?.query).toEqual({
          status: 'all',
          q: 'yuri',
          role: 'PENDING',
          pageSize: '20',
        }),
      );
      // Asked after a pause in typing, not at every letter.
      expect(pickerReads(server).some((call) => call.query.q === 'y')).toBe(false);
      await user.click(await screen.findByTitle('최유리 (yuri@example.com)'));
      expect(within(dialog).getByTitle('최유리 (yuri@example.com)')).toHaveClass('ant-select-content');
      await user.click(within(dialog).getByRole('button', { name: '승인' }));
      await waitFor(() => expect(server.callsTo('POST', '/api/admin/approve-user')).toHaveLength(1));
      expect(server.callsTo('POST', '/api/admin/approve-user')[0].body).toEqual({ userId: 'r1' });
    });

    it('offers no approved member, and the first page of candidates when opened without a search', async () => {
      const user = userEvent.setup();
      const server = renderMembers();
      await screen.findByText('김민수');
      await user.click(screen.getByRole('button', { name: '승인 / 거절 처리' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('combobox', { name: '회원' }));
      await waitFor(() =>
        expect(pickerReads(server).map((call) => call.query)).toEqual([
          { status: 'all', role: 'PENDING', pageSize: '20' },
        ]),
      );
      for (const label of ['김민수 (minsu@example.com)', '이지은 (jieun@example.com)', '최유리 (yuri@example.com)'])
        expect(await screen.findByTitle(label)).toBeInTheDocument();
      expect(screen.queryByTitle('박서준 (seojun@example.com)')).not.toBeInTheDocument();
    });
  });

  it('shows the failure toast with the server message when approval fails', async () => {
    const user = userEvent.setup();
    const server = renderMembers();
    server.failNext('POST /api/admin/approve-user', apiError(409, 'INVALID_STATE', ADMIN_MESSAGES.members.notPending));
    await user.click(await screen.findByRole('button', { name: '김민수 승인' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '승인' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(ADMIN_MESSAGES.members.approveFailed);
    expect(toast).toHaveTextContent(ADMIN_MESSAGES.members.notPending);
    // The dialog stays open so the admin can try again or cancel.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('revokes an approval only after confirmation, with the reason typed for the member', async () => {
    const user = userEvent.setup();
    const server = renderMembers(undefined, '/admin/members?status=verified');
    await user.click(await screen.findByRole('button', { name: '박서준 승인 취소' }));
    expect(await screen.findByText(ADMIN_MESSAGES.members.revokeConfirm('박서준'))).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/admin/revoke-user')).toHaveLength(0);
    // The reason typed here is what the member's mail says.
    await user.type(screen.getByLabelText(ADMIN_MESSAGES.members.memoForMember), '  수강 기간 종료 ');
    await user.click(screen.getByRole('button', { name: '승인 취소' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/revoke-user')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/admin/revoke-user')[0].body).toEqual({ userId: 'v1', memo: '수강 기간 종료' });
    expect(await screen.findByText(ADMIN_MESSAGES.members.revoked)).toBeInTheDocument();
    expect(await screen.findByText(ADMIN_MESSAGES.admin.membersEmpty.verified)).toBeInTheDocument();
  });

  it('shows the revoke error toast with the server message', async () => {
    const user = userEvent.setup();
    const server = renderMembers(undefined, '/admin/members?status=verified');
    server.failNext('POST /api/admin/revoke-user', apiError(409, 'INVALID_STATE', ADMIN_MESSAGES.members.notVerified));
    await user.click(await screen.findByRole('button', { name: '박서준 승인 취소' }));
    await user.click(await screen.findByRole('button', { name: '승인 취소' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(ADMIN_MESSAGES.members.revokeError);
    expect(toast).toHaveTextContent(ADMIN_MESSAGES.members.notVerified);
  });

  it('asks "정말 탈퇴 처리하시겠습니까?" before removing, and does nothing on cancel', async () => {
    const user = userEvent.setup();
    const server = renderMembers(undefined, '/admin/members?status=verified');
    await user.click(await screen.findByRole('button', { name: '박서준 탈퇴 처리' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('정말 탈퇴 처리하시겠습니까?');
    expect(confirm).toHaveTextContent('박서준 (seojun@example.com)');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/api/admin/members/v1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '박서준 탈퇴 처리' }));
    await user.click(await screen.findByRole('button', { name: '탈퇴 처리' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/admin/members/v1')).toHaveLength(1));
    expect(await screen.findByText(ADMIN_MESSAGES.members.removed)).toBeInTheDocument();
    expect(await tab(/전체\s*4/)).toBeInTheDocument();
  });

  it('shows "탈퇴 실패" with the server message when removal is refused', async () => {
    const user = userEvent.setup();
    const server = renderMembers();
    server.failNext(
      'DELETE /api/admin/members/p1',
      apiError(403, 'FORBIDDEN', ADMIN_MESSAGES.members.cannotChangeAdmin),
    );
    await user.click(await screen.findByRole('button', { name: '김민수 탈퇴 처리' }));
    await user.click(await screen.findByRole('button', { name: '탈퇴 처리' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(ADMIN_MESSAGES.members.removeFailed);
    expect(toast).toHaveTextContent(ADMIN_MESSAGES.members.cannotChangeAdmin);
  });

  describe('on a 360 px phone', () => {
    const desktopWidth = window.innerWidth;
    beforeEach(() => Object.assign(window, { innerWidth: 360 }));
    afterEach(() => Object.assign(window, { innerWidth: desktopWidth }));

    it('keeps the name and the actions, leaves the other columns to wider screens', async () => {
      const user = userEvent.setup();
      const server = renderMembers();
      await screen.findByText('김민수');
      expect(screen.getByRole('columnheader', { name: /^이름/ })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: '작업' })).toBeInTheDocument();
      for (const header of ['이메일', '역할', '가입일', '최근 처리'])
        expect(screen.queryByRole('columnheader', { name: new RegExp(`^${header}`) })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '김민수 승인' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '승인' }));
      await waitFor(() => expect(server.callsTo('POST', '/api/admin/approve-user')).toHaveLength(1));
    });
  });

  describe('batch decisions on the pending tab', () => {
    const five = () =>
      ['가', '나', '다', '라', '마'].map((name, index) =>
        makeMember({ id: `b${index + 1}`, name: `${name}회원`, email: `b${index + 1}@example.com` }),
      );

    it('approves three selected members after one confirmation and reports each row', async () => {
      const user = userEvent.setup();
      const server = renderMembers(pagedMemberRoutes(five()));
      await screen.findByText('가회원');
      for (const name of ['가회원', '나회원', '다회원'])
        await user.click(screen.getByRole('checkbox', { name: `${name} 선택` }));
      expect(screen.getByText(ADMIN_MESSAGES.members.batch.selected(3))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: ADMIN_MESSAGES.members.batch.approve }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(ADMIN_MESSAGES.members.batch.confirmTitle(3, 'approve'));
      // No memo for an approval.
      expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: ADMIN_MESSAGES.members.batch.approve }));

      await waitFor(() => expect(server.callsTo('POST', '/api/admin/members/decisions')).toHaveLength(1));
      expect(server.callsTo('POST', '/api/admin/members/decisions')[0].body).toEqual({
        ids: ['b1', 'b2', 'b3'],
        decision: 'approve',
      });
      expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_MESSAGES.members.batch.done(3, 'approve'));
      expect(await tab(/인증 회원\s*3/)).toBeInTheDocument();
      expect(within(table()).getAllByText(ADMIN_MESSAGES.members.batch.rowDone('approve'))).toHaveLength(3);
      expect(screen.getByText(ADMIN_MESSAGES.members.batch.selected(0))).toBeInTheDocument();
    });

    it('when 3 of 5 succeed and 2 were decided by another admin, says so row by row and keeps the 2 selected', async () => {
      const user = userEvent.setup();
      const routes = pagedMemberRoutes(five());
      type Handler = Extract<Route, (call: RecordedCall) => unknown>;
      const decide = routes['POST /api/admin/members/decisions'] as Handler;
      const approveOne = routes['POST /api/admin/approve-user'] as Handler;
      // Another admin approves 라 and 마 between the selection and the batch.
      routes['POST /api/admin/members/decisions'] = (call) => {
        approveOne({ ...call, body: { userId: 'b4' } });
        approveOne({ ...call, body: { userId: 'b5' } });
        return decide(call);
      };
      const server = renderMembers(routes);
      await screen.findByText('가회원');
      await user.click(screen.getByRole('checkbox', { name: '현재 페이지 전체 선택' }));
      expect(screen.getByText(ADMIN_MESSAGES.members.batch.selected(5))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: ADMIN_MESSAGES.members.batch.reject }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox'), '서류 미비');
      await user.click(within(dialog).getByRole('button', { name: ADMIN_MESSAGES.members.batch.reject }));

      await waitFor(() => expect(server.callsTo('POST', '/api/admin/members/decisions')).toHaveLength(1));
      expect(server.callsTo('POST', '/api/admin/members/decisions')[0].body).toMatchObject({
        decision: 'reject',
        memo: '서류 미비',
      });
      expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_MESSAGES.members.batch.partial(3, 2));
      const rowOf = (name: string) => within(table()).getByText(name).closest('tr')!;
      for (const name of ['가회원', '나회원', '다회원']) {
        expect(rowOf(name)).toHaveTextContent(ADMIN_MESSAGES.members.batch.rowDone('reject'));
        expect(within(rowOf(name)).getByRole('checkbox')).not.toBeChecked();
      }
      for (const name of ['라회원', '마회원']) {
        expect(rowOf(name)).toHaveTextContent(
          ADMIN_MESSAGES.members.batch.rowFailed('승인 대기 중인 회원이 아닙니다.'),
        );
        expect(within(rowOf(name)).getByRole('checkbox')).toBeChecked();
      }
      expect(screen.getByText(ADMIN_MESSAGES.members.batch.selected(2))).toBeInTheDocument();
    });
  });

  describe('one page at a time, from the server', () => {
    const many = (count: number, extra: Partial<Parameters<typeof makeMember>[0]> = {}) =>
      Array.from({ length: count }, (_, index) =>
        makeMember({
          id: `m${index}`,
          name: `회원${String(index).padStart(2, '0')}`,
          email: `m${index}@example.com`,
          ...extra,
        }),
      );
    const memberReads = (server: ReturnType<typeof mockApi>) =>
      server.callsTo('GET', '/api/admin/members').map((call) => call.query);

    it.each([
      ['/admin/members'],
      ['/admin/members?status=verified&q=%EB%B0%95&role=VERIFIED&page=2&pageSize=50&sort=name&order=asc'],
      ['/admin/members?page=abc&pageSize=7&sort=password&order=asc&role=nobody'],
      ['/admin/members?status=all&sort=none'],
    ])('first asks for exactly what the shell reads early for %s', async (route) => {
      const server = renderMembers(pagedMemberRoutes(seedMembers()), route);
      await waitFor(() => expect(screen.queryByTestId('members-skeleton')).not.toBeInTheDocument());
      const expected = adminScreenReads('/admin/members', new URLSearchParams(route.split('?')[1] ?? ''));
      expect(server.callsTo('GET', '/api/admin/members').map((call) => readKey(call.url))).toEqual(
        expected.map(readKey),
      );
    });

    it("shows the server's totals on the tabs, not the rows it sent", async () => {
      const totals: Record<string, number> = { pending: 1234, verified: 30000, rejected: 7, all: 31241 };
      renderMembers({
        ...pagedMemberRoutes(seedMembers()),
        'GET /api/admin/members': ({ query }) => ({
          body: { items: seedMembers().slice(0, 2), total: totals[query.status ?? 'all'] },
        }),
      });
      await tabCount('승인 대기', 1234);
      await tabCount('인증 회원', 30000);
      await tabCount('거절됨', 7);
      await tabCount('전체', 31241);
      expect(screen.getByText('총 1,234건', { exact: false })).toBeInTheDocument();
    });

    it('asks for page 2 when the reader clicks it, shows its rows, and keeps the counts it has', async () => {
      const user = userEvent.setup();
      const server = renderMembers(pagedMemberRoutes(many(25)));
      await screen.findByText('회원00');
      expect(within(table()).getAllByRole('row')).toHaveLength(1 + 20);
      const before = memberReads(server).length;
      await user.click(screen.getByRole('listitem', { name: '2' }));
      expect(await within(table()).findByText('회원24')).toBeInTheDocument();
      expect(within(table()).queryByText('회원00')).not.toBeInTheDocument();
      expect(memberReads(server).slice(before)).toEqual([
        { status: 'pending', sort: 'createdAt', order: 'desc', page: '2', pageSize: '20' },
      ]);
      await tabCount('승인 대기', 25);
    });

    it('asks the server for sort=name&order=asc when the name header is clicked, then for the reverse', async () => {
      const user = userEvent.setup();
      // Newest first, 회원24 comes first; by name, 회원00.
      const server = renderMembers(
        pagedMemberRoutes(
          many(25).map((member, index) => ({ ...member, createdAt: `2026-03-${10 + index}T01:00:00.000Z` })),
        ),
      );
      const firstRow = () => within(table()).getAllByRole('row')[1];
      await waitFor(() => expect(firstRow()).toHaveTextContent('회원24'));
      expect(screen.getByRole('columnheader', { name: /^가입일/ })).toHaveAttribute('aria-sort', 'descending');
      await user.click(screen.getByRole('columnheader', { name: /^이름/ }));
      await waitFor(() => expect(firstRow()).toHaveTextContent('회원00'));
      expect(screen.getByRole('columnheader', { name: /^이름/ })).toHaveAttribute('aria-sort', 'ascending');
      expect(memberReads(server).at(-1)).toEqual({
        status: 'pending',
        sort: 'name',
        order: 'asc',
        page: '1',
        pageSize: '20',
      });
      await user.click(screen.getByRole('columnheader', { name: /^이름/ }));
      await waitFor(() => expect(firstRow()).toHaveTextContent('회원24'));
      expect(memberReads(server).at(-1)).toMatchObject({ sort: 'name', order: 'desc' });
    });

    it('reads a bad page or order in the address as the first page, newest first', async () => {
      const server = renderMembers(pagedMemberRoutes(many(25)), '/admin/members?page=abc&sort=password&order=asc');
      await screen.findByText('회원00');
      expect(memberReads(server)[0]).toEqual({
        status: 'pending',
        sort: 'createdAt',
        order: 'desc',
        page: '1',
        pageSize: '20',
      });
    });

    it('a new tab or search starts on page 1', async () => {
      const user = userEvent.setup();
      const server = renderMembers(pagedMemberRoutes(many(25)), '/admin/members?page=2');
      await screen.findByText('회원24');
      await user.click(await tab(/^전체/));
      await waitFor(() => expect(memberReads(server).at(-1)).toMatchObject({ status: 'all', page: '1' }));
      await user.click(await screen.findByRole('listitem', { name: '2' }));
      expect(await within(table()).findByText('회원24')).toBeInTheDocument();
      await user.type(screen.getByRole('searchbox', { name: '회원 검색' }), '회원2{Enter}');
      await waitFor(() =>
        expect(memberReads(server)).toContainEqual({
          status: 'all',
          q: '회원2',
          sort: 'createdAt',
          order: 'desc',
          page: '1',
          pageSize: '20',
        }),
      );
      expect(await within(table()).findByText('회원20')).toBeInTheDocument();
      expect(within(table()).getAllByRole('row')).toHaveLength(1 + 5);
    });

    it('selects the rows of the page shown, and another page starts without a selection', async () => {
      const user = userEvent.setup();
      const server = renderMembers(pagedMemberRoutes(many(25)));
      await screen.findByText('회원00');
      await user.click(screen.getByRole('checkbox', { name: '현재 페이지 전체 선택' }));
      expect(screen.getByText(ADMIN_MESSAGES.members.batch.selected(20))).toBeInTheDocument();
      await user.click(screen.getByRole('listitem', { name: '2' }));
      expect(await within(table()).findByText('회원24')).toBeInTheDocument();
      expect(screen.getByText(ADMIN_MESSAGES.members.batch.selected(0))).toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: '현재 페이지 전체 선택' }));
      await user.click(screen.getByRole('button', { name: ADMIN_MESSAGES.members.batch.approve }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: ADMIN_MESSAGES.members.batch.approve }),
      );
      await waitFor(() => expect(server.callsTo('POST', '/api/admin/members/decisions')).toHaveLength(1));
      expect(server.callsTo('POST', '/api/admin/members/decisions')[0].body).toEqual({
        ids: ['m20', 'm21', 'm22', 'm23', 'm24'],
        decision: 'approve',
      });
      await tabCount('인증 회원', 5);
      await tabCount('승인 대기', 20);
    });

    it('after removing the last row of the last page, shows the page before it', async () => {
      const user = userEvent.setup();
      const server = renderMembers(
        pagedMemberRoutes(many(21, { role: 'VERIFIED' })),
        '/admin/members?status=verified&page=2',
      );
      await user.click(await screen.findByRole('button', { name: '회원20 탈퇴 처리' }));
      await user.click(await screen.findByRole('button', { name: '탈퇴 처리' }));
      await waitFor(() => expect(server.callsTo('DELETE', '/api/admin/members/m20')).toHaveLength(1));
      expect(await within(table()).findByText('회원00')).toBeInTheDocument();
      expect(memberReads(server).at(-1)).toMatchObject({ status: 'verified', page: '1' });
    });
  });

  it('says there is nobody waiting when the pending list is empty', async () => {
    renderMembers(pagedMemberRoutes([makeMember({ id: 'v9', name: '정하늘', role: 'VERIFIED' })]));
    expect(await screen.findByText(ADMIN_MESSAGES.admin.membersEmpty.pending)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '검색 조건 초기화' })).not.toBeInTheDocument();
  });

  it('says nothing matched a search, and clears the search on request', async () => {
    const user = userEvent.setup();
    renderMembers(undefined, '/admin/members?q=nobody');
    expect(await screen.findByText(ADMIN_MESSAGES.admin.membersEmptyFiltered)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '회원 검색' })).toHaveValue('nobody');
    await user.click(screen.getByRole('button', { name: '검색 조건 초기화' }));
    expect(await screen.findByText('김민수')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '회원 검색' })).toHaveValue('');
  });

  it('shows the load failure with a retry', async () => {
    const user = userEvent.setup();
    const server = mockApi(admin, pagedMemberRoutes(seedMembers()));
    server.failNext('GET /api/admin/members', apiError(500, 'INTERNAL_ERROR', MESSAGES.errors.internal));
    showMembers();
    expect(await screen.findByText(ADMIN_MESSAGES.admin.membersLoadFailed)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.errors.internal)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.errors.remoteRetry }));
    expect(await screen.findByText('김민수')).toBeInTheDocument();
  });
});

/** The open dialog or drawer showing `text` (antd's ids are fixed under jest, so dialogs cannot be found by their names). */
async function dialogShowing(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole('dialog').find((dialog) => dialog.textContent?.includes(text));
    if (!found) throw new Error(`no dialog shows "${text}"`);
    return found;
  });
}

describe('/admin/members: password reset and history', () => {
  it('resets a member’s password after a confirmation and shows the temporary password once, with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const server = renderMembers();
    await user.click(await screen.findByRole('button', { name: '김민수 비밀번호 초기화' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(ADMIN_MESSAGES.admin.passwordResetConfirm('김민수'));
    await user.click(within(confirm).getByRole('button', { name: ADMIN_MESSAGES.admin.passwordResetTitle }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/members/p1/password-reset')).toHaveLength(1));

    const shown = await screen.findByTestId('temporary-password');
    expect(shown).toHaveTextContent('Kx7mPq2rTz9a');
    const dialog = await dialogShowing(ADMIN_MESSAGES.admin.temporaryPasswordTitle);
    expect(dialog).toHaveTextContent(ADMIN_MESSAGES.members.passwordReset);
    expect(dialog).toHaveTextContent('minsu@example.com');
    await user.click(within(dialog).getByRole('button', { name: /복사/ }));
    expect(writeText).toHaveBeenCalledWith('Kx7mPq2rTz9a');
    expect(await within(dialog).findByText(ADMIN_MESSAGES.admin.temporaryPasswordCopied)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByText('Kx7mPq2rTz9a')).not.toBeInTheDocument());
  });

  it('selects the password for copying by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    renderMembers();
    await user.click(await screen.findByRole('button', { name: '이지은 비밀번호 초기화' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: ADMIN_MESSAGES.admin.passwordResetTitle }),
    );
    const dialog = await dialogShowing(ADMIN_MESSAGES.admin.temporaryPasswordTitle);
    await user.click(within(dialog).getByRole('button', { name: /복사/ }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.admin.temporaryPasswordCopyFailed)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('Kx7mPq2rTz9a');
  });

  it('offers no reset for an ADMIN account, and cancelling the confirmation sends nothing', async () => {
    const user = userEvent.setup();
    const server = renderMembers(undefined, '/admin/members?status=all');
    await screen.findByRole('button', { name: '관리자 회원 기록' });
    expect(screen.queryByRole('button', { name: '관리자 비밀번호 초기화' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '박서준 비밀번호 초기화' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }));
    expect(server.calls.filter((call) => call.url.includes('password-reset'))).toEqual([]);
  });

  it('a member’s name opens their history: approval records and the audit rows about them', async () => {
    const user = userEvent.setup();
    renderMembers(undefined, '/admin/members?status=verified');
    await user.click(await screen.findByRole('button', { name: '박서준 회원 기록' }));
    const drawer = await dialogShowing(`${ADMIN_MESSAGES.admin.memberHistoryTitle}: 박서준`);
    expect(await within(drawer).findByText('재원생 확인', { exact: false })).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: '승인 기록' })).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: '관리 작업 기록' })).toHaveTextContent('회원 승인');
    expect(within(drawer).getByRole('region', { name: '관리 작업 기록' })).toHaveTextContent('admin@test.local');
    // Both lists are antd tables.
    expect(within(drawer).getByRole('table', { name: '승인 기록' })).toBeInTheDocument();
    expect(within(drawer).getByRole('table', { name: '관리 작업 기록' })).toBeInTheDocument();
    expect(drawer.querySelectorAll('.ant-table')).toHaveLength(2);
    expect(within(drawer).getByText('이용약관 동의').closest('tr')).toHaveTextContent('동의v1');
    expect(within(drawer).queryByText('법정대리인')).not.toBeInTheDocument();
  });

  it('opens a member’s history from the address (the audit log links there)', async () => {
    renderMembers(undefined, '/admin/members?status=all&member=r1');
    const drawer = await dialogShowing(`${ADMIN_MESSAGES.admin.memberHistoryTitle}: 최유리`);
    expect(await within(drawer).findByText('가입 거절')).toBeInTheDocument();
  });
});
