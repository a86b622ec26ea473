import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crudMessages, MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AntdThemeProvider } from '@academy/context/antd';
import {
  apiError,
  makeAdminNotice,
  makeUser,
  mockApi,
  renderWithProviders,
  unauthorizedBody,
  type RouteTable,
} from '@academy/context/testing';
import { DAY_MS } from '@academy/common/korean-days';
import { NoticesPage } from './NoticesPage';

const T = crudMessages('공지사항');
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const notices = [
  makeAdminNotice({ id: 'n1', title: '상담 시간 안내', body: '평일 오후 2시부터 상담합니다.' }),
  makeAdminNotice({ id: 'n2', title: '봄학기 개강', startsAt: inDays(10), status: 'upcoming' }),
  makeAdminNotice({ id: 'n3', title: '겨울 특강 마감', endsAt: inDays(-3), status: 'expired' }),
];

function renderNotices(extra: RouteTable = {}) {
  const server = mockApi(makeUser({ role: 'ADMIN' }), { 'GET /api/admin/notices': { body: notices }, ...extra });
  renderWithProviders(
    <AntdThemeProvider>
      <NoticesPage />
    </AntdThemeProvider>,
    { route: '/admin/notices' },
  );
  return server;
}

const counts = () => screen.getByLabelText('공지사항 수');

describe('/admin/notices', () => {
  it('shows each notice with its status badge and the counts per status', async () => {
    renderNotices();
    expect((await screen.findByText('상담 시간 안내')).closest('tr')).toHaveTextContent('게시 중');
    const upcoming = screen.getByText('봄학기 개강').closest('tr')!;
    expect(within(upcoming).getByText('게시 예정', { selector: '.admin-status' })).toBeInTheDocument();
    expect(upcoming).toHaveTextContent(/\d{4}년 \d{1,2}월 \d{1,2}일 \d{2}:\d{2}/);
    expect(screen.getByText('겨울 특강 마감').closest('tr')).toHaveTextContent('게시 종료');
    expect(counts()).toHaveTextContent('전체3');
    expect(counts()).toHaveTextContent('게시 중1');
    expect(counts()).toHaveTextContent('게시 예정1');
    expect(counts()).toHaveTextContent('게시 종료1');
  });

  it('filters by status and searches the body', async () => {
    const user = userEvent.setup();
    renderNotices();
    await screen.findByText('상담 시간 안내');
    await user.click(screen.getByText('게시 예정', { selector: '.ant-segmented-item-label' }));
    expect(screen.getByText('봄학기 개강')).toBeInTheDocument();
    expect(screen.queryByText('상담 시간 안내')).not.toBeInTheDocument();
    await user.click(screen.getByText('전체', { selector: '.ant-segmented-item-label' }));
    await user.type(screen.getByRole('searchbox', { name: '공지사항 검색' }), '오후 2시');
    await waitFor(() => expect(screen.queryByText('봄학기 개강')).not.toBeInTheDocument());
    expect(screen.getByText('상담 시간 안내')).toBeInTheDocument();
  });

  it('creates a notice: title and body required, the window sent as ISO times, with the guidance shown', async () => {
    const user = userEvent.setup();
    const server = renderNotices({
      'POST /api/admin/notices': ({ body }) => ({ status: 201, body: makeAdminNotice({ id: 'n9', ...body }) }),
    });
    await user.click(await screen.findByRole('button', { name: /공지사항 추가/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(ADMIN_MESSAGES.admin.noticeWindowGuide);
    expect(within(dialog).getByLabelText('내용')).toHaveAttribute('rows', '8');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText(MESSAGES.validation.title)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.validation.body)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('제목'), '여름 특강 안내');
    await user.type(within(dialog).getByLabelText('내용'), '7월 한 달간 진행합니다.');
    fireEvent.change(within(dialog).getByLabelText('게시 시작 (선택)'), { target: { value: '2026-06-01T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/notices')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/admin/notices')[0].body).toEqual({
      title: '여름 특강 안내',
      body: '7월 한 달간 진행합니다.',
      // 09:00 in Seoul, whatever the browser's zone.
      startsAt: '2026-06-01T00:00:00.000Z',
      endsAt: null,
      visibility: 'members',
    });
    expect(await screen.findByText(T.createdTitle)).toBeInTheDocument();
  });

  it('reports a failed update with the spec title and the server message', async () => {
    const user = userEvent.setup();
    renderNotices({
      'PUT /api/admin/notices/n1': apiError(404, 'NOT_FOUND', MESSAGES.content.noticeNotFound),
    });
    await user.click(await screen.findByRole('button', { name: '상담 시간 안내 수정' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('제목')).toHaveValue('상담 시간 안내');
    await user.click(within(dialog).getByRole('button', { name: '수정' }));
    const toast = screen.getByRole('region', { name: '알림' });
    await waitFor(() => expect(toast).toHaveTextContent(T.updateFailedTitle));
    expect(toast).toHaveTextContent(MESSAGES.content.noticeNotFound);
  });

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    const server = renderNotices({ 'DELETE /api/admin/notices/n3': { body: { ok: true } } });
    await user.click(await screen.findByRole('button', { name: '겨울 특강 마감 삭제' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(ADMIN_MESSAGES.admin.noticeDeleteConfirm);
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/admin/notices/n3')).toHaveLength(1));
    expect(await screen.findByText(T.deletedTitle)).toBeInTheDocument();
  });

  it("shows each notice's visibility, and the form changes it with a select", async () => {
    const user = userEvent.setup();
    const server = renderNotices({
      'PUT /api/admin/notices/n1': ({ body }) => ({ status: 200, body: makeAdminNotice({ id: 'n1', ...body }) }),
    });
    const row = (await screen.findByText('상담 시간 안내')).closest('tr')!;
    expect(within(row).getByText('회원 전용')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '상담 시간 안내 수정' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(ADMIN_MESSAGES.admin.noticeVisibilityGuide);
    await user.click(within(dialog).getByRole('combobox', { name: '공개 범위' }));
    await user.click(await screen.findByTitle('전체 공개'));
    await user.click(within(dialog).getByRole('button', { name: '수정' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/admin/notices/n1')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/admin/notices/n1')[0].body).toMatchObject({ visibility: 'public' });
  });

  describe('when the session ends while a notice is written', () => {
    beforeEach(() => {
      // request.ts and the drafts read the real address (jsdom's), not the router's.
      window.history.pushState({}, '', '/admin/notices');
      window.sessionStorage.clear();
      // jsdom cannot go to /login and says so on console.error.
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });

    afterEach(() => jest.restoreAllMocks());

    it('keeps the new notice, sends no alert, and after the login opens the dialog with it and the notice', async () => {
      const alertMock = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      const user = userEvent.setup();
      const server = renderNotices({ 'POST /api/admin/notices': { status: 401, body: unauthorizedBody } });
      await user.click(await screen.findByRole('button', { name: /공지사항 추가/ }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText('제목'), '여름 특강 안내');
      await user.type(within(dialog).getByLabelText('내용'), '7월 한 달간 진행합니다.');
      server.signIn(null);
      await user.click(within(dialog).getByRole('button', { name: '추가' }));
      await waitFor(() => expect(server.callsTo('GET', '/api/auth/user').length).toBeGreaterThan(1));
      await waitFor(() => expect(window.sessionStorage.length).toBe(1));
      expect(alertMock).not.toHaveBeenCalled();
      cleanup();

      // Signed in again, back on the same screen.
      server.signIn(makeUser({ role: 'ADMIN' }));
      renderWithProviders(
        <AntdThemeProvider>
          <NoticesPage />
        </AntdThemeProvider>,
        { route: '/admin/notices' },
      );
      const reopened = await screen.findByRole('dialog', { name: '공지사항 추가' });
      expect(within(reopened).getByText(ADMIN_MESSAGES.admin.draftRestored)).toBeInTheDocument();
      expect(within(reopened).getByLabelText('제목')).toHaveValue('여름 특강 안내');
      expect(within(reopened).getByLabelText('내용')).toHaveValue('7월 한 달간 진행합니다.');
      expect(window.sessionStorage.length).toBe(0);
    });

    it("opens an edited notice's draft on that notice once the list is there", async () => {
      window.sessionStorage.setItem(
        'academy:draft:/admin/notices|notice|n1',
        JSON.stringify({ title: '상담 시간 변경', body: '평일 오후 3시부터 상담합니다.', visibility: 'members' }),
      );
      renderNotices();
      const dialog = await screen.findByRole('dialog', { name: '공지사항 수정' });
      expect(within(dialog).getByText(ADMIN_MESSAGES.admin.draftRestored)).toBeInTheDocument();
      expect(within(dialog).getByLabelText('제목')).toHaveValue('상담 시간 변경');
      expect(within(dialog).getByLabelText('내용')).toHaveValue('평일 오후 3시부터 상담합니다.');
    });
  });
});
