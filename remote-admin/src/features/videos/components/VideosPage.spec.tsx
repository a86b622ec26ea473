import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AntdThemeProvider } from '@academy/context/antd';
import {
  makeAdminCourse,
  makeAdminVideo,
  makeUser,
  mockApi,
  renderWithProviders,
  type RouteTable,
} from '@academy/context/testing';
import { LocationProbe } from '../../../test/location-probe';
import { VideosPage } from './VideosPage';

const courses = [
  makeAdminCourse({ id: 'c1', title: '중등 문법', slug: 'middle-grammar', order: 0 }),
  makeAdminCourse({ id: 'c2', title: 'TOEIC 실전', slug: 'toeic', order: 1 }),
];

const videos = [
  makeAdminVideo({
    id: 'v1',
    title: '현재완료 시제',
    description: '문법 핵심 정리',
    courseId: 'c1',
    courseTitle: '중등 문법',
  }),
  makeAdminVideo({
    id: 'v2',
    title: 'Part 5 실전',
    courseId: 'c2',
    courseTitle: 'TOEIC 실전',
    isPublished: false,
    status: 'unpublished',
    durationSec: 3725,
  }),
  makeAdminVideo({ id: 'v3', title: '옛 강의', courseId: 'gone', courseTitle: null, status: 'expired' }),
];

function renderVideos(extra: RouteTable = {}, route = '/admin/videos') {
  const server = mockApi(makeUser({ role: 'ADMIN' }), {
    'GET /api/admin/videos': { body: videos },
    'GET /api/admin/courses': { body: courses },
    ...extra,
  });
  renderWithProviders(
    <AntdThemeProvider>
      <VideosPage />
      <LocationProbe />
    </AntdThemeProvider>,
    { route, path: '/admin/videos' },
  );
  return server;
}

const counts = () => screen.getByLabelText('동영상 수');
const row = (title: string) => screen.getByText(title).closest('tr')!;

describe('/admin/videos', () => {
  it('lists videos with course, duration, access badge and the counts', async () => {
    renderVideos();
    await screen.findByText('현재완료 시제');
    expect(row('현재완료 시제')).toHaveTextContent('중등 문법');
    expect(row('현재완료 시제')).toHaveTextContent('12:34');
    expect(row('현재완료 시제')).toHaveTextContent('상시 공개');
    expect(row('Part 5 실전')).toHaveTextContent('1:02:05');
    expect(row('Part 5 실전')).toHaveTextContent('비공개');
    expect(row('옛 강의')).toHaveTextContent(ADMIN_MESSAGES.admin.unknownCourse);
    expect(counts()).toHaveTextContent('전체3');
    expect(counts()).toHaveTextContent('공개2');
    expect(counts()).toHaveTextContent('비공개1');
    expect(counts()).toHaveTextContent('검색 결과3');
  });

  it('searches title and description and filters by published state', async () => {
    const user = userEvent.setup();
    renderVideos();
    await screen.findByText('현재완료 시제');
    await user.type(screen.getByRole('searchbox', { name: '동영상 검색' }), '핵심{Enter}');
    await waitFor(() => expect(counts()).toHaveTextContent('검색 결과1'));
    expect(screen.queryByText('Part 5 실전')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: '동영상 검색' }));
    await user.click(screen.getByText('비공개', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('Part 5 실전')).toBeInTheDocument();
    expect(screen.queryByText('현재완료 시제')).not.toBeInTheDocument();
  });

  it('says when nothing matches, and clears the filters on request', async () => {
    const user = userEvent.setup();
    renderVideos();
    await user.type(await screen.findByRole('searchbox', { name: '동영상 검색' }), '없는 강의{Enter}');
    expect(await screen.findByText(ADMIN_MESSAGES.admin.videosEmptyFiltered)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '검색 조건 초기화' }));
    expect(await screen.findByText('현재완료 시제')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '동영상 검색' })).toHaveValue('');
  });

  it('says there are no videos yet when the list is empty', async () => {
    renderVideos({ 'GET /api/admin/videos': { body: [] } });
    expect(await screen.findByText(ADMIN_MESSAGES.admin.videosEmpty)).toBeInTheDocument();
  });

  // The longest form of the admin under jsdom: room for a busy machine.
  it('adds a video: required fields first, then the full form with ISO times', async () => {
    const user = userEvent.setup();
    const server = renderVideos({
      'POST /api/admin/videos': ({ body }) => ({ status: 201, body: makeAdminVideo({ id: 'v9', ...body }) }),
    });
    await user.click(await screen.findByRole('button', { name: /동영상 추가/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText(MESSAGES.validation.courseId)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.validation.title)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.validation.url)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: '강의 과정' }));
    await user.click(await screen.findByTitle('TOEIC 실전'));
    await user.type(within(dialog).getByLabelText('제목'), 'Part 6 전략');
    await user.type(within(dialog).getByLabelText('동영상 URL'), 'https://nas.example.com/part6.mp4');
    await user.type(within(dialog).getByLabelText('재생 시간 (초, 선택)'), '1800');
    fireEvent.change(within(dialog).getByLabelText('공개 시작 (선택)'), { target: { value: '2026-04-01T09:00' } });
    fireEvent.change(within(dialog).getByLabelText('공개 종료 (선택)'), { target: { value: '2026-03-01T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText(MESSAGES.validation.dateOrder)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('공개 종료 (선택)'), { target: { value: '2026-06-30T18:00' } });
    await user.click(within(dialog).getByRole('button', { name: '추가' }));

    await waitFor(() => expect(server.callsTo('POST', '/api/admin/videos')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/admin/videos')[0].body).toEqual({
      courseId: 'c2',
      title: 'Part 6 전략',
      description: null,
      externalUrl: 'https://nas.example.com/part6.mp4',
      durationSec: 1800,
      isPublished: true,
      // The inputs hold Korean time, whatever the browser's zone: 09:00 in Seoul is 00:00 UTC.
      accessStart: '2026-04-01T00:00:00.000Z',
      accessEnd: '2026-06-30T09:00:00.000Z',
    });
    expect(await screen.findByText(MESSAGES.content.created)).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/admin/videos').length).toBeGreaterThan(1);
  }, 40_000);

  it('edits a video in a prefilled dialog and sends PUT', async () => {
    const user = userEvent.setup();
    const server = renderVideos({
      'PUT /api/admin/videos/v2': ({ body }) => ({ body: makeAdminVideo({ id: 'v2', ...body }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Part 5 실전 수정' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('제목')).toHaveValue('Part 5 실전');
    expect(within(dialog).getByRole('switch')).not.toBeChecked();
    await user.clear(within(dialog).getByLabelText('제목'));
    await user.type(within(dialog).getByLabelText('제목'), 'Part 5 실전 (개정)');
    await user.click(within(dialog).getByRole('button', { name: '수정' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/admin/videos/v2')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/admin/videos/v2')[0].body).toMatchObject({
      courseId: 'c2',
      title: 'Part 5 실전 (개정)',
      isPublished: false,
      durationSec: 3725,
    });
    expect(await screen.findByText(MESSAGES.content.changed)).toBeInTheDocument();
  });

  it.each([
    ['an address the video proxy may not fetch', ADMIN_MESSAGES.videoUrl.internalAddress],
    ['a NAS outside VIDEO_UPSTREAM_HOSTS', ADMIN_MESSAGES.videoUrl.upstreamNotAllowed],
  ])('shows why the server refused %s under the URL, and keeps the dialog open', async (_case, reason) => {
    const user = userEvent.setup();
    renderVideos({
      'POST /api/admin/videos': {
        status: 400,
        body: {
          ok: false,
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: reason,
          errors: [{ field: 'externalUrl', message: reason }],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /동영상 추가/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: '강의 과정' }));
    await user.click(await screen.findByTitle('TOEIC 실전'));
    await user.type(within(dialog).getByLabelText('제목'), '내부 주소');
    await user.type(within(dialog).getByLabelText('동영상 URL'), 'http://127.0.0.1:3000/api/health.mp4');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    const field = within(dialog).getByLabelText('동영상 URL').closest('.ant-form-item')!;
    await waitFor(() => expect(field).toHaveTextContent(reason));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends a stored NAS login back masked, as the server showed it', async () => {
    const user = userEvent.setup();
    const masked = 'http://nas-user:***@192.168.0.10:5000/lesson.mp4';
    const withLogin = makeAdminVideo({ id: 'v4', title: '로그인 NAS', type: 'nas', externalUrl: masked, url: masked });
    const server = renderVideos({
      'GET /api/admin/videos': { body: [withLogin] },
      'PUT /api/admin/videos/v4': ({ body }) => ({ body: makeAdminVideo({ ...withLogin, ...body }) }),
    });
    await user.click(await screen.findByRole('button', { name: '로그인 NAS 수정' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('동영상 URL')).toHaveValue(masked);
    await user.click(within(dialog).getByRole('button', { name: '수정' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/admin/videos/v4')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/admin/videos/v4')[0].body).toMatchObject({ externalUrl: masked });
  });

  it('deletes only after a confirmation that says it cannot be undone', async () => {
    const user = userEvent.setup();
    const server = renderVideos({ 'DELETE /api/admin/videos/v1': { body: { ok: true } } });
    await user.click(await screen.findByRole('button', { name: '현재완료 시제 삭제' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(MESSAGES.content.videoDeleteConfirm);
    expect(confirm).toHaveTextContent(ADMIN_MESSAGES.admin.videoDeleteWarning);
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/admin/videos/v1')).toHaveLength(1));
    expect(await screen.findByText(MESSAGES.content.deleted)).toBeInTheDocument();
  });

  it('is an antd table', async () => {
    renderVideos();
    const table = await screen.findByRole('table', { name: '동영상 목록' });
    expect(table.closest('.ant-table')).not.toBeNull();
  });

  it('opens a shared link on its filter and order, and back returns to the view before', async () => {
    const user = userEvent.setup();
    renderVideos({}, '/admin/videos?published=published&sort=title&order=desc');
    const table = await screen.findByRole('table', { name: '동영상 목록' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((tr) => tr.getAttribute('data-row-key')),
      ).toEqual(['v1', 'v3']),
    );
    expect(screen.getByRole('columnheader', { name: /제목/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByText('비공개', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('published=unpublished'));
    expect(await screen.findByText('Part 5 실전')).toBeInTheDocument();
    expect(screen.queryByText('현재완료 시제')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '뒤로 (테스트)' }));
    expect(await screen.findByText('현재완료 시제')).toBeInTheDocument();
    expect(screen.queryByText('Part 5 실전')).not.toBeInTheDocument();
  });

  it('falls back to the defaults for values it cannot read, without an error', async () => {
    renderVideos({}, '/admin/videos?page=abc&pageSize=7&sort=password&order=up&published=maybe&course=nope');
    const table = await screen.findByRole('table', { name: '동영상 목록' });
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3));
    expect(counts()).toHaveTextContent('검색 결과3');
  });

  it('publishes the chosen videos after one confirmation; refused ones stay selected and say why', async () => {
    const user = userEvent.setup();
    const server = renderVideos({
      'POST /api/admin/videos/publication': ({ body }) => ({
        body: {
          results: (body?.ids as string[]).map((id) =>
            id === 'v1'
              ? { id, ok: true }
              : { id, ok: false, code: 'NOT_FOUND', message: MESSAGES.content.videoNotFound },
          ),
        },
      }),
    });
    await screen.findByText('현재완료 시제');
    const publish = screen.getByRole('button', { name: ADMIN_MESSAGES.admin.videoPublication.publish });
    expect(publish).toBeDisabled();
    for (const title of ['현재완료 시제', 'Part 5 실전', '옛 강의'])
      await user.click(screen.getByRole('checkbox', { name: `${title} 선택` }));
    expect(screen.getByText(ADMIN_MESSAGES.admin.videoPublication.selected(3))).toBeInTheDocument();

    await user.click(publish);
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(ADMIN_MESSAGES.admin.videoPublication.confirm(3, true));
    expect(server.callsTo('POST', '/api/admin/videos/publication')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: ADMIN_MESSAGES.admin.videoPublication.publish }));

    await waitFor(() => expect(server.callsTo('POST', '/api/admin/videos/publication')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/admin/videos/publication')[0].body).toEqual({
      ids: ['v1', 'v2', 'v3'],
      published: true,
    });
    const failure = ADMIN_MESSAGES.admin.videoPublication.rowFailed(MESSAGES.content.videoNotFound);
    await waitFor(() => expect(row('Part 5 실전')).toHaveTextContent(failure));
    expect(row('옛 강의')).toHaveTextContent(failure);
    expect(row('현재완료 시제')).not.toHaveTextContent(failure);
    expect(screen.getByRole('checkbox', { name: 'Part 5 실전 선택' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '옛 강의 선택' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '현재완료 시제 선택' })).not.toBeChecked();
    expect(screen.getByText(ADMIN_MESSAGES.admin.videoPublication.selected(2))).toBeInTheDocument();
    expect(await screen.findByText(ADMIN_MESSAGES.admin.videoPublication.failedTitle)).toBeInTheDocument();
  });
});
