import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AntdThemeProvider } from '@academy/context/antd';
import {
  apiError,
  makeAdminVideo,
  makeUser,
  mockApi,
  renderWithProviders,
  type RouteTable,
} from '@academy/context/testing';
import { DashboardVideosPanel } from './DashboardVideosPanel';

const uncategorized = { courseId: 'c0', courseTitle: '기타 동영상', courseName: '기타 동영상' };
const grammar = makeAdminVideo({ id: 'v1', title: '문법 1강', ...uncategorized });
const listening = makeAdminVideo({
  ...uncategorized,
  id: 'v2',
  title: '듣기 특강',
  type: 'nas',
  url: 'https://nas.example.com/listening.mp4',
  externalUrl: 'https://nas.example.com/listening.mp4',
});
const notFound = apiError(404, 'NOT_FOUND', MESSAGES.content.videoNotFound);

function renderPanel(extra: RouteTable = {}) {
  const server = mockApi(makeUser({ role: 'ADMIN' }), {
    'GET /api/admin/videos': { body: [grammar, listening] },
    ...extra,
  });
  renderWithProviders(
    <AntdThemeProvider>
      <DashboardVideosPanel />
    </AntdThemeProvider>,
    { route: '/admin-dashboard' },
  );
  return server;
}

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /동영상 추가/ }));
  return screen.findByRole('dialog');
}

describe('dashboard video manager', () => {
  let alertMock: jest.SpyInstance;
  beforeEach(() => {
    alertMock = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists every video with its type, address and course, and refreshes on request', async () => {
    const user = userEvent.setup();
    const server = renderPanel();
    const list = await screen.findByRole('table', { name: '동영상 목록' });
    const [first, second] = within(list).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('문법 1강');
    expect(first).toHaveTextContent('YouTube');
    expect(first).toHaveTextContent('https://youtu.be/abcdef12345');
    expect(first).toHaveTextContent('기타 동영상');
    expect(second).toHaveTextContent('NAS');
    expect(screen.getByText('등록된 동영상 2개')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /새로고침/ }));
    await waitFor(() => expect(server.callsTo('GET', '/api/admin/videos')).toHaveLength(2));
  });

  it('requires a title and a URL before anything is sent', async () => {
    const user = userEvent.setup();
    const server = renderPanel();
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText(MESSAGES.validation.title)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.validation.url)).toBeInTheDocument();
    expect(alertMock).not.toHaveBeenCalled();
    expect(server.callsTo('POST', '/api/admin/videos')).toHaveLength(0);
  });

  it.each([
    ['a YouTube URL of another site', 'youtube', 'https://vimeo.com/123456', ADMIN_MESSAGES.videoUrl.youtubeFormat],
    ['a NAS URL without http(s)', 'nas', 'ftp://nas.example.com/lesson.mp4', ADMIN_MESSAGES.videoUrl.nasScheme],
    [
      'a NAS file of another kind',
      'nas',
      'https://nas.example.com/lesson.exe',
      ADMIN_MESSAGES.videoUrl.unsupportedExtension,
    ],
    ['a NAS URL without extension', 'nas', 'https://nas.example.com/lesson', ADMIN_MESSAGES.videoUrl.missingExtension],
    [
      'a URL over 2000 characters',
      'nas',
      `https://nas.example.com/${'a'.repeat(2000)}.mp4`,
      ADMIN_MESSAGES.videoUrl.tooLong,
    ],
  ])('refuses %s inline and in a toast, and sends nothing', async (_case, type, url, message) => {
    const user = userEvent.setup();
    const server = renderPanel();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText('제목'), '새 강의');
    if (type === 'nas') await user.click(within(dialog).getByText('NAS'));
    fireEvent.change(within(dialog).getByLabelText('동영상 URL'), { target: { value: url } });
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    const toasts = screen.getByRole('region', { name: '알림' });
    await waitFor(() => expect(toasts).toHaveTextContent(`URL 검증 실패${message}`));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(alertMock).not.toHaveBeenCalled();
    expect(server.callsTo('POST', '/api/admin/videos')).toHaveLength(0);
  });

  it('adds a video with its title, type and URL, then refreshes the list', async () => {
    const user = userEvent.setup();
    const server = renderPanel({
      'POST /api/admin/videos': ({ body }) => ({ status: 201, body: makeAdminVideo({ id: 'v9', ...body }) }),
    });
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText('제목'), '독해 2강');
    await user.click(within(dialog).getByText('NAS'));
    await user.type(within(dialog).getByLabelText('동영상 URL'), ' http://nas.example.com/reading-2.webm?t=10 ');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/videos')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/admin/videos')[0].body).toEqual({
      title: '독해 2강',
      type: 'nas',
      url: 'http://nas.example.com/reading-2.webm?t=10',
    });
    expect(await screen.findByText(MESSAGES.content.created)).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/api/admin/videos')).toHaveLength(2));
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('toasts the server message and code when saving fails, and "동영상 저장에 실패했습니다." with UNKNOWN_ERROR when the network does', async () => {
    const user = userEvent.setup();
    let networkDown = false;
    renderPanel({
      'POST /api/admin/videos': () => {
        if (networkDown) throw new TypeError('Failed to fetch');
        return {
          status: 400,
          body: {
            ok: false,
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: MESSAGES.errors.validation,
            errors: [{ field: 'title', message: MESSAGES.validation.titleMax }],
          },
        };
      },
    });
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText('제목'), '문법 3강');
    await user.type(within(dialog).getByLabelText('동영상 URL'), 'https://youtu.be/zyxwvu98765');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    const toasts = screen.getByRole('region', { name: '알림' });
    await waitFor(() => expect(toasts).toHaveTextContent(`${MESSAGES.errors.validation} (VALIDATION_FAILED)`));
    expect(toasts).toHaveTextContent(ADMIN_MESSAGES.admin.createFailed);
    expect(await within(dialog).findByText(MESSAGES.validation.titleMax)).toBeInTheDocument();

    networkDown = true;
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    await waitFor(() => expect(toasts).toHaveTextContent(`${MESSAGES.content.videoSaveFailed} (UNKNOWN_ERROR)`));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(alertMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason on the URL field and in a toast when it refuses the address", async () => {
    const user = userEvent.setup();
    const reason = ADMIN_MESSAGES.videoUrl.internalAddress;
    renderPanel({
      'POST /api/admin/videos': {
        status: 400,
        body: {
          ok: false,
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: reason,
          errors: [{ field: 'url', message: reason }],
        },
      },
    });
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText('제목'), '내부 주소');
    await user.click(within(dialog).getByText('NAS'));
    await user.type(within(dialog).getByLabelText('동영상 URL'), 'http://169.254.169.254/latest.mp4');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '알림' })).toHaveTextContent(`${reason} (VALIDATION_FAILED)`),
    );
    await waitFor(() =>
      expect(within(dialog).getByLabelText('동영상 URL').closest('.ant-form-item')).toHaveTextContent(reason),
    );
  });

  it('edits a video in a dialog filled with its title, type and URL', async () => {
    const user = userEvent.setup();
    const server = renderPanel({
      'PUT /api/admin/videos/v2': ({ body }) => ({ body: makeAdminVideo({ ...listening, ...body }) }),
    });
    await user.click(await screen.findByRole('button', { name: '듣기 특강 수정' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('제목')).toHaveValue('듣기 특강');
    expect(within(dialog).getByRole('radio', { name: 'NAS' })).toBeChecked();
    expect(within(dialog).getByLabelText('동영상 URL')).toHaveValue('https://nas.example.com/listening.mp4');
    await user.click(within(dialog).getByText('YouTube'));
    await user.clear(within(dialog).getByLabelText('동영상 URL'));
    await user.type(within(dialog).getByLabelText('동영상 URL'), 'https://www.youtube.com/watch?v=abcdef12345');
    await user.click(within(dialog).getByRole('button', { name: '수정' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/admin/videos/v2')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/admin/videos/v2')[0].body).toEqual({
      title: '듣기 특강',
      type: 'youtube',
      url: 'https://www.youtube.com/watch?v=abcdef12345',
    });
    expect(await screen.findByText(MESSAGES.content.changed)).toBeInTheDocument();
  });

  it('renames a video through a prompt; cancelling or leaving it blank sends nothing; a failure toasts "저장 실패" with the code', async () => {
    const user = userEvent.setup();
    const answers: (string | null)[] = [null, '   ', '  문법 1강 (개정)  ', '문법 1강 (재개정)'];
    const promptMock = jest.spyOn(window, 'prompt').mockImplementation(() => answers.shift() ?? null);
    let failing = false;
    const server = renderPanel({
      'PUT /api/admin/videos/v1': ({ body }) =>
        failing ? notFound : { body: makeAdminVideo({ ...grammar, ...body }) },
    });
    const rename = async () => user.click(await screen.findByRole('button', { name: '문법 1강 제목 수정' }));

    await rename();
    expect(promptMock).toHaveBeenCalledWith(ADMIN_MESSAGES.admin.videoTitlePrompt, '문법 1강');
    await rename();
    const toasts = screen.getByRole('region', { name: '알림' });
    expect(await within(toasts).findByText(MESSAGES.validation.title)).toBeInTheDocument();
    expect(toasts).toHaveTextContent(ADMIN_MESSAGES.admin.saveFailed);
    expect(server.callsTo('PUT', '/api/admin/videos/v1')).toHaveLength(0);

    await rename();
    await waitFor(() => expect(server.callsTo('PUT', '/api/admin/videos/v1')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/admin/videos/v1')[0].body).toEqual({ title: '문법 1강 (개정)' });
    expect(await screen.findByText(MESSAGES.content.changed)).toBeInTheDocument();

    failing = true;
    await rename();
    await waitFor(() => expect(toasts).toHaveTextContent(`${MESSAGES.content.videoNotFound} (NOT_FOUND)`));
    expect(toasts).toHaveTextContent(ADMIN_MESSAGES.admin.saveFailed);
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('deletes only after "정말 삭제 하시겠습니까?"; a failure toasts "삭제 실패" with the code', async () => {
    const user = userEvent.setup();
    let failing = true;
    const server = renderPanel({ 'DELETE /api/admin/videos/v1': () => (failing ? notFound : { body: { ok: true } }) });
    await user.click(await screen.findByRole('button', { name: '문법 1강 삭제' }));
    let confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(MESSAGES.content.videoDeleteConfirm);
    expect(server.callsTo('DELETE', '/api/admin/videos/v1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    const toasts = screen.getByRole('region', { name: '알림' });
    await waitFor(() => expect(toasts).toHaveTextContent(ADMIN_MESSAGES.admin.deleteFailed));
    expect(toasts).toHaveTextContent(`${MESSAGES.content.videoNotFound} (NOT_FOUND)`);
    expect(alertMock).not.toHaveBeenCalled();

    failing = false;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '문법 1강 삭제' }));
    confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText(MESSAGES.content.deleted)).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/admin/videos/v1')).toHaveLength(2);
  });
});
