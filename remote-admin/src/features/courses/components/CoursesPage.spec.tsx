import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crudMessages, MESSAGES } from '@academy/common';
import { COURSE_FIELDS } from '@academy/common/entity-fields';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AntdThemeProvider } from '@academy/context/antd';
import {
  apiError,
  makeAdminCourse,
  makeUser,
  mockApi,
  renderWithProviders,
  type RouteTable,
} from '@academy/context/testing';
import { CoursesPage } from './CoursesPage';

const T = crudMessages('강의');

const courses = [
  makeAdminCourse({
    id: 'c1',
    title: '중등 내신 영어 문법',
    slug: 'middle-grammar',
    description: '중학교 문법 총정리',
    tags: ['중등', '문법', '내신', '서술형', '기출'],
    order: 0,
  }),
  makeAdminCourse({
    id: 'c2',
    title: 'TOEIC 실전',
    slug: 'toeic',
    description: null,
    tags: ['TOEIC', '문법'],
    order: 1,
  }),
];

function renderCourses(extra: RouteTable = {}) {
  const server = mockApi(makeUser({ role: 'ADMIN' }), { 'GET /api/admin/courses': { body: courses }, ...extra });
  renderWithProviders(
    <AntdThemeProvider>
      <CoursesPage />
    </AntdThemeProvider>,
    { route: '/admin/courses' },
  );
  return server;
}

const counts = () => screen.getByLabelText('강의 수');

describe('/admin/courses', () => {
  it('shows each course with its order, first 3 tags and a +N badge, a view link and the counts', async () => {
    renderCourses();
    const row = (await screen.findByText('중등 내신 영어 문법')).closest('tr')!;
    for (const tag of ['중등', '문법', '내신', '+2']) expect(within(row).getByText(tag)).toBeInTheDocument();
    expect(within(row).queryByText('서술형')).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '중등 내신 영어 문법 보기' })).toHaveAttribute('href', '/courses/c1');
    expect(counts()).toHaveTextContent('전체2');
    expect(counts()).toHaveTextContent('검색 결과2');
    expect(counts()).toHaveTextContent('사용 중인 태그6');
  });

  it('searches titles, descriptions and tags', async () => {
    const user = userEvent.setup();
    renderCourses();
    await user.type(await screen.findByRole('searchbox', { name: '강의 검색' }), 'toeic');
    await waitFor(() => expect(counts()).toHaveTextContent('검색 결과1'));
    expect(screen.queryByText('중등 내신 영어 문법')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: '강의 검색' }));
    await user.type(screen.getByRole('searchbox', { name: '강의 검색' }), '총정리');
    expect(await screen.findByText('중등 내신 영어 문법')).toBeInTheDocument();
  });

  it('creates a course: slug from the title, order after the others, tags split on commas', async () => {
    const user = userEvent.setup();
    const server = renderCourses({
      'POST /api/admin/courses': ({ body }) => ({ status: 201, body: makeAdminCourse({ id: 'c3', ...body }) }),
    });
    await user.click(await screen.findByRole('button', { name: /강의 추가/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('제목'), '토익 문법');
    expect(within(dialog).getByLabelText('슬러그')).toHaveValue('toeic-grammar');
    expect(within(dialog).getByRole('spinbutton', { name: '순서' })).toHaveValue('2');
    await user.type(within(dialog).getByLabelText('태그 (쉼표로 구분)'), ' TOEIC, 문법,, ');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/courses')).toHaveLength(1));
    const sent = server.callsTo('POST', '/api/admin/courses')[0].body as Record<string, unknown>;
    // Every declared course field and nothing else; a field added to COURSE_FIELDS is sent too.
    expect(Object.keys(sent).sort()).toEqual([...COURSE_FIELDS].sort());
    expect(sent).toMatchObject({
      title: '토익 문법',
      slug: 'toeic-grammar',
      description: null,
      thumbnail: null,
      tags: ['TOEIC', '문법'],
      order: 2,
    });
    expect(await screen.findByText(T.createdTitle)).toBeInTheDocument();
  });

  it('checks the slug pattern and the thumbnail URL before sending', async () => {
    const user = userEvent.setup();
    const server = renderCourses();
    await user.click(await screen.findByRole('button', { name: /강의 추가/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText(MESSAGES.validation.title)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.validation.slug)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('슬러그'), 'Bad Slug');
    await user.type(within(dialog).getByLabelText('썸네일 URL (선택)'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText(MESSAGES.validation.slugPattern)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.validation.url)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/admin/courses')).toHaveLength(0);
  });

  it('previews the thumbnail and warns, without refusing, when it does not load', async () => {
    const user = userEvent.setup();
    const server = renderCourses();
    await user.click(await screen.findByRole('button', { name: /강의 추가/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('제목'), '토익 문법');
    await user.type(within(dialog).getByLabelText('썸네일 URL (선택)'), 'https://example.com/missing.jpg');
    const preview = within(dialog).getByRole('img', { name: '썸네일 미리보기' });
    expect(preview).toHaveAttribute('src', 'https://example.com/missing.jpg');
    fireEvent.error(preview);
    expect(await within(dialog).findByText(ADMIN_MESSAGES.admin.thumbnailUnreachable)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/courses')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/admin/courses')[0].body).toMatchObject({
      thumbnail: 'https://example.com/missing.jpg',
    });
  }, 60_000);

  it('keeps the slug of an existing course when its title changes', async () => {
    const user = userEvent.setup();
    const server = renderCourses({
      'PUT /api/admin/courses/c2': ({ body }) => ({ body: makeAdminCourse({ id: 'c2', ...body }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'TOEIC 실전 수정' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('태그 (쉼표로 구분)')).toHaveValue('TOEIC, 문법');
    await user.type(within(dialog).getByLabelText('제목'), ' 심화');
    expect(within(dialog).getByLabelText('슬러그')).toHaveValue('toeic');
    await user.click(within(dialog).getByRole('button', { name: '수정' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/admin/courses/c2')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/admin/courses/c2')[0].body).toMatchObject({
      title: 'TOEIC 실전 심화',
      slug: 'toeic',
      tags: ['TOEIC', '문법'],
      order: 1,
    });
    expect(await screen.findByText(T.updatedTitle)).toBeInTheDocument();
  });

  it("puts a taken slug on the slug field with the server's free suggestion, and saves once it is taken", async () => {
    const user = userEvent.setup();
    const server = renderCourses({
      'POST /api/admin/courses': ({ body }) =>
        body?.slug === 'toeic'
          ? {
              status: 409,
              body: {
                ok: false,
                statusCode: 409,
                code: 'SLUG_TAKEN',
                message: MESSAGES.content.slugTaken('toeic-2'),
                errors: [{ field: 'slug', message: MESSAGES.content.slugTaken('toeic-2') }],
                suggestion: 'toeic-2',
              },
            }
          : { status: 201, body: { ...body, id: 'c9' } },
    });
    await user.click(await screen.findByRole('button', { name: /강의 추가/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('제목'), '여름방학 TOEIC 특강');
    expect(within(dialog).getByLabelText('슬러그')).toHaveValue('toeic');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText(MESSAGES.content.slugTaken('toeic-2'))).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('슬러그'));
    await user.type(within(dialog).getByLabelText('슬러그'), 'toeic-2');
    await waitFor(() =>
      expect(within(dialog).queryByText(MESSAGES.content.slugTaken('toeic-2'))).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/courses')).toHaveLength(2));
    expect(server.callsTo('POST', '/api/admin/courses')[1].body).toMatchObject({ slug: 'toeic-2' });
  }, 60_000);

  it('warns that the videos go too, and reports a failed delete with the server message', async () => {
    const user = userEvent.setup();
    const server = renderCourses({
      'DELETE /api/admin/courses/c1': apiError(404, 'NOT_FOUND', MESSAGES.content.courseNotFound),
    });
    await user.click(await screen.findByRole('button', { name: '중등 내신 영어 문법 삭제' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(ADMIN_MESSAGES.admin.courseDeleteWarning);
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/admin/courses/c1')).toHaveLength(1));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(T.deleteFailedTitle);
    expect(toast).toHaveTextContent(MESSAGES.content.courseNotFound);
  });
});
