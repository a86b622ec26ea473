import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PROGRAM_FACT_MESSAGES, type Program } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import {
  apiError,
  makeCourse,
  makeGalleryItem,
  makeProgram,
  makeUser,
  mockApi,
  renderWithProviders,
  type RouteTable,
} from '@academy/context/testing';
import SuperAdminPage from './SuperAdminPage';

const pendingUser = makeUser({
  id: 'p1',
  email: 'newbie@example.com',
  firstName: null,
  lastName: null,
  role: 'PENDING',
});
const image = makeGalleryItem({ id: 'g1', url: '/assets/gallery/classroom.svg', caption: '강의실' });

function routes(extra: RouteTable = {}): RouteTable {
  return {
    'GET /api/simple/ping': { body: { ok: true, console: false } },
    'GET /api/superadmin/pending-users': { body: [pendingUser] },
    'POST /api/superadmin/approve-user': { body: { ok: true, message: '승인되었습니다.' } },
    'GET /api/superadmin/gallery': { body: [image] },
    'GET /api/superadmin/programs': { body: [] },
    'GET /api/admin/courses': {
      body: [makeCourse({ id: 'c1', title: '중등 내신 영어 문법', slug: 'middle-grammar' })],
    },
    ...extra,
  };
}

function renderConsole(user: ReturnType<typeof makeUser> | null, table = routes()) {
  const server = mockApi(user, table);
  renderWithProviders(<SuperAdminPage />, { route: '/_superadmin' });
  return server;
}

const admin = makeUser({ id: 'admin', role: 'ADMIN' });

describe('/_superadmin password gate', () => {
  it('shows the console at once to a signed-in ADMIN, without asking for a password', async () => {
    const server = renderConsole(admin);
    expect(await screen.findByText('newbie@example.com')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '가입 승인' })).toBeInTheDocument();
    expect(screen.queryByLabelText('관리자 비밀번호')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/api/dev/login')).toHaveLength(0);
  });

  it('asks anyone else for the console password and says so when it is wrong', async () => {
    const user = userEvent.setup();
    const server = renderConsole(
      makeUser({ role: 'VERIFIED' }),
      routes({ 'POST /api/dev/login': apiError(401, 'INVALID_PASSWORD', '잘못된 비밀번호입니다.') }),
    );
    const password = await screen.findByLabelText('관리자 비밀번호');
    await user.type(password, 'guess{Enter}');
    // Once, beside the form where the admin is looking: not again in a toast.
    expect(await screen.findByText(MESSAGES.console.loginFailed, { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.console.loginFailed)).toHaveLength(1);
    expect(document.querySelector('.toast')).toBeNull();
    expect(server.callsTo('POST', '/api/dev/login')[0].body).toEqual({ password: 'guess' });
    expect(password).toHaveValue('');
    expect(screen.queryByRole('tab', { name: '가입 승인' })).not.toBeInTheDocument();
  });

  it('refuses an empty password without asking the server', async () => {
    const user = userEvent.setup();
    const server = renderConsole(null);
    await user.click(await screen.findByRole('button', { name: '로그인' }));
    expect(await screen.findByText(MESSAGES.validation.consolePassword)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/dev/login')).toHaveLength(0);
  });

  it('opens the console after the right password, and locks it again on logout', async () => {
    const user = userEvent.setup();
    const server = renderConsole(
      null,
      routes({
        'POST /api/dev/login': { body: { success: true } },
        'POST /api/dev/logout': { body: { success: true } },
      }),
    );
    await user.type(await screen.findByLabelText('관리자 비밀번호'), 'console-password-1{Enter}');
    expect(await screen.findByText('newbie@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /로그아웃/ }));
    expect(await screen.findByLabelText('관리자 비밀번호')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/dev/logout')).toHaveLength(1);
  });
});

describe('/_superadmin console', () => {
  it('lists pending users with a dash for a missing name, and approves one', async () => {
    const user = userEvent.setup();
    const server = renderConsole(admin);
    const row = (await screen.findByText('newbie@example.com')).closest('tr')!;
    expect(row.closest('.ant-table')).not.toBeNull();
    expect(within(row).getByText(/^-/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'newbie@example.com 승인' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/superadmin/approve-user')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/superadmin/approve-user')[0].body).toEqual({ userId: 'p1' });
    expect(await screen.findByText(ADMIN_MESSAGES.members.approved)).toBeInTheDocument();
  });

  it('says "거절 처리 중 오류가 발생했습니다" when a confirmed rejection fails', async () => {
    const user = userEvent.setup();
    renderConsole(
      admin,
      routes({
        'POST /api/superadmin/reject-user': apiError(409, 'INVALID_STATE', ADMIN_MESSAGES.members.notPending),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'newbie@example.com 거절' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '거절' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(ADMIN_MESSAGES.members.rejectError);
    expect(toast).toHaveTextContent(ADMIN_MESSAGES.members.notPending);
  });

  it('adds a gallery image (URL required), toggles and deletes one after confirmation', async () => {
    const user = userEvent.setup();
    const server = renderConsole(
      admin,
      routes({
        'POST /api/superadmin/gallery': ({ body }) => ({ status: 201, body: { ...image, id: 'g2', ...body } }),
        'POST /api/superadmin/gallery/g1/toggle': { body: { ok: true, message: '변경되었습니다.' } },
        'DELETE /api/superadmin/gallery/g1': { body: { ok: true } },
      }),
    );
    await user.click(await screen.findByRole('tab', { name: '갤러리' }));
    await user.click(await screen.findByRole('button', { name: '이미지 추가' }));
    expect(await screen.findByText(MESSAGES.validation.imageUrl)).toBeInTheDocument();
    await user.type(screen.getByLabelText('이미지 URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '이미지 추가' }));
    expect(await screen.findByText(MESSAGES.validation.url)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('이미지 URL'));
    await user.type(screen.getByLabelText('이미지 URL'), 'https://example.com/spring.jpg');
    await user.type(screen.getByLabelText('캡션 (선택)'), '봄학기');
    await user.click(screen.getByRole('button', { name: '이미지 추가' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/superadmin/gallery')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/superadmin/gallery')[0].body).toEqual({
      url: 'https://example.com/spring.jpg',
      caption: '봄학기',
    });
    expect(await screen.findByText(MESSAGES.content.created)).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: '강의실 표시 여부' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/superadmin/gallery/g1/toggle')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: '강의실 삭제' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(MESSAGES.content.imageDeleteConfirm);
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/superadmin/gallery/g1')).toHaveLength(1));
  });

  it('creates a program with features added one at a time, ignoring blank ones', async () => {
    const user = userEvent.setup();
    const existing = makeProgram({
      id: 'pr0',
      slug: 'middle-school',
      title: '중등 내신 영어',
      features: ['주 2회'],
      isActive: false,
      order: 0,
    });
    const server = renderConsole(
      admin,
      routes({
        'GET /api/superadmin/programs': { body: [existing] },
        'POST /api/superadmin/programs': ({ body }) => ({ status: 201, body: { id: 'pr1', ...body } as Program }),
      }),
    );
    await user.click(await screen.findByRole('tab', { name: '프로그램' }));
    const listed = (await screen.findByText('/program/middle-school')).closest('tr')!;
    expect(within(listed).getByText('비활성')).toBeInTheDocument();
    expect(within(listed).getByRole('cell', { name: '0' })).toBeInTheDocument();
    // Its features unfold under the row.
    await user.click(within(listed).getByRole('button', { name: /펼치기|expand/i }));
    expect(await screen.findByRole('list', { name: '중등 내신 영어 특징' })).toHaveTextContent('주 2회');
    expect(
      screen.getByText('수강료 280,000원 (교재비 20,000원) · 개강 2026년 3월 2일 · 남은 자리 4/12'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '중등 내신 영어 시간표' })).toHaveTextContent(
      '중2 A반: 월 · 수 · 금 16:30~18:00',
    );
    // A new program goes after the existing ones.
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: '순서' })).toHaveValue('1'));
    await user.type(await screen.findByLabelText('제목'), 'TOEIC 실전반');
    expect(screen.getByLabelText('슬러그 (주소)')).toHaveValue('toeic');
    await user.type(screen.getByLabelText('상세 내용 (Markdown)'), '**실전** 모의고사');
    const feature = screen.getByLabelText('새 특징');
    await user.type(feature, '주 3회 수업{Enter}');
    await user.type(feature, '   {Enter}');
    await user.type(feature, '매주 모의고사');
    await user.click(screen.getByRole('button', { name: '특징 추가' }));
    await user.click(screen.getByRole('button', { name: '프로그램 추가' }));

    await waitFor(() => expect(server.callsTo('POST', '/api/superadmin/programs')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/superadmin/programs')[0].body).toMatchObject({
      slug: 'toeic',
      title: 'TOEIC 실전반',
      content: '**실전** 모의고사',
      features: ['주 3회 수업', '매주 모의고사'],
      isActive: true,
      order: 1,
      tuition: null,
      schedule: [],
      startDate: null,
      capacity: null,
      seatsLeft: null,
    });
    expect(await screen.findByText(MESSAGES.content.created)).toBeInTheDocument();
  });

  it('sends tuition, seats, start date and timetable rows, checking each row with the API rules', async () => {
    const user = userEvent.setup();
    const server = renderConsole(
      admin,
      routes({
        'POST /api/superadmin/programs': ({ body }) => ({ status: 201, body: { id: 'pr1', ...body } as Program }),
      }),
    );
    await user.click(await screen.findByRole('tab', { name: '프로그램' }));
    await user.type(await screen.findByLabelText('제목'), 'Saturday 특강');
    await user.type(screen.getByLabelText('상세 내용 (Markdown)'), '내용');
    await user.type(screen.getByRole('spinbutton', { name: '월 수강료' }), '250000');
    await user.type(screen.getByRole('spinbutton', { name: '정원' }), '10');
    await user.type(screen.getByRole('spinbutton', { name: '남은 자리' }), '11');
    await user.type(screen.getByLabelText('개강일'), '2026-03-07');
    await user.click(screen.getByRole('button', { name: '반 추가' }));
    const row = screen.getByRole('group', { name: '1번째 반' });
    await user.type(within(row).getByLabelText('반 이름'), '토요반');
    await user.type(within(row).getByLabelText('시작'), '10:00');
    await user.type(within(row).getByLabelText('종료'), '09:00');
    await user.click(screen.getByRole('button', { name: '프로그램 추가' }));
    expect(await within(row).findByText(PROGRAM_FACT_MESSAGES.days)).toBeInTheDocument();
    expect(within(row).getByText(PROGRAM_FACT_MESSAGES.endAfterStart)).toBeInTheDocument();
    expect(screen.getByText(PROGRAM_FACT_MESSAGES.seatsOverCapacity)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/superadmin/programs')).toHaveLength(0);

    await user.click(within(row).getByRole('checkbox', { name: '토' }));
    await user.clear(within(row).getByLabelText('종료'));
    await user.type(within(row).getByLabelText('종료'), '12:00');
    await user.clear(screen.getByRole('spinbutton', { name: '남은 자리' }));
    await user.type(screen.getByRole('spinbutton', { name: '남은 자리' }), '3');
    await user.click(screen.getByRole('button', { name: '프로그램 추가' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/superadmin/programs')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/superadmin/programs')[0].body).toMatchObject({
      tuition: { monthly: 250000, materials: null },
      schedule: [{ name: '토요반', days: ['SAT'], start: '10:00', end: '12:00' }],
      startDate: '2026-03-07',
      capacity: 10,
      seatsLeft: 3,
    });
  });

  it("puts the server's message for a timetable row on that row's field", async () => {
    const user = userEvent.setup();
    renderConsole(
      admin,
      routes({
        'POST /api/superadmin/programs': {
          status: 400,
          body: {
            ok: false,
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: PROGRAM_FACT_MESSAGES.className,
            errors: [{ field: 'schedule.0.name', message: '서버가 본 반 이름 오류' }],
          },
        },
      }),
    );
    await user.click(await screen.findByRole('tab', { name: '프로그램' }));
    await user.type(await screen.findByLabelText('제목'), 'Saturday 특강');
    await user.type(screen.getByLabelText('상세 내용 (Markdown)'), '내용');
    await user.click(screen.getByRole('button', { name: '반 추가' }));
    const row = screen.getByRole('group', { name: '1번째 반' });
    await user.type(within(row).getByLabelText('반 이름'), '토요반');
    await user.click(within(row).getByRole('checkbox', { name: '토' }));
    await user.type(within(row).getByLabelText('시작'), '10:00');
    await user.type(within(row).getByLabelText('종료'), '12:00');
    await user.click(screen.getByRole('button', { name: '프로그램 추가' }));
    expect(await within(row).findByText('서버가 본 반 이름 오류')).toBeInTheDocument();
  });

  it('puts a duplicate slug message on the slug field', async () => {
    const user = userEvent.setup();
    renderConsole(
      admin,
      routes({
        'POST /api/superadmin/programs': apiError(409, 'DUPLICATE_SLUG', MESSAGES.content.duplicateSlug),
      }),
    );
    await user.click(await screen.findByRole('tab', { name: '프로그램' }));
    await user.type(await screen.findByLabelText('제목'), 'middle school');
    await user.type(screen.getByLabelText('상세 내용 (Markdown)'), '내용');
    await user.click(screen.getByRole('button', { name: '프로그램 추가' }));
    expect(await screen.findByText(MESSAGES.content.duplicateSlug)).toBeInTheDocument();
  });

  it('adds a video link to a course and names the failure when the server refuses it', async () => {
    const user = userEvent.setup();
    const server = renderConsole(
      admin,
      routes({
        'POST /api/admin/videos': {
          status: 400,
          body: {
            ok: false,
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: MESSAGES.errors.validation,
            errors: [],
          },
        },
      }),
    );
    await user.click(await screen.findByRole('tab', { name: '동영상 링크' }));
    await user.click(await screen.findByRole('button', { name: '동영상 추가' }));
    expect(await screen.findByText(MESSAGES.validation.courseId)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validation.title)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validation.url)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '강의 과정' }));
    await user.click(await screen.findByTitle('중등 내신 영어 문법'));
    await user.type(screen.getByLabelText('제목'), '1강');
    await user.type(screen.getByLabelText('동영상 URL'), 'https://youtu.be/abcdef12345');
    await user.click(screen.getByRole('button', { name: '동영상 추가' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/videos')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/admin/videos')[0].body).toEqual({
      courseId: 'c1',
      title: '1강',
      externalUrl: 'https://youtu.be/abcdef12345',
      isPublished: true,
      accessStart: null,
      accessEnd: null,
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(MESSAGES.content.videoAddError);
  });
});
