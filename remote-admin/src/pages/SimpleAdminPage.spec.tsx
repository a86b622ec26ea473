import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import {
  apiError,
  makeGalleryItem,
  makeSimpleVideo,
  makeUser,
  mockApi,
  renderWithProviders,
  type RouteTable,
} from '@academy/context/testing';
import { LocationProbe } from '../test/location-probe';
import SimpleAdminPage from './SimpleAdminPage';

const pending = [
  makeUser({ id: 'p1', email: 'one@example.com', firstName: '하나', lastName: '김', role: 'PENDING' }),
  makeUser({ id: 'p2', email: 'two@example.com', firstName: '두리', lastName: '이', role: 'PENDING' }),
];
const shownImage = makeGalleryItem({
  id: 'g1',
  url: 'https://example.com/broken.jpg',
  caption: null,
  title: '졸업식',
  description: '2025년 졸업식',
  visible: true,
});
const hiddenImage = { ...shownImage, id: 'g2', title: '여름 특강', description: null, visible: false };
const video = makeSimpleVideo({
  id: 'v1',
  title: '문법 1강',
  description: '시제 총정리',
  videoUrl: 'https://youtu.be/abcdef12345',
  courseName: '기타 동영상',
});

function routes(sessionActive: boolean, extra: RouteTable = {}): RouteTable {
  let active = sessionActive;
  return {
    'GET /api/simple/ping': () => ({ body: { ok: true, console: active } }),
    'POST /api/dev/login': ({ body }) => {
      if (body?.password !== 'console-password-1') return apiError(401, 'INVALID_PASSWORD', '잘못된 비밀번호입니다.');
      active = true;
      return { body: { success: true } };
    },
    'POST /api/dev/logout': () => {
      active = false;
      return { body: { success: true } };
    },
    'GET /api/simple/pending-users': { body: pending },
    'GET /api/simple/gallery': { body: [shownImage, hiddenImage] },
    'GET /api/simple/videos': { body: [video] },
    ...extra,
  };
}

function renderSimple(table = routes(false), user: ReturnType<typeof makeUser> | null = null) {
  const server = mockApi(user, table);
  renderWithProviders(<SimpleAdminPage />, { route: '/simple-admin' });
  return server;
}

describe('/simple-admin', () => {
  it('logs in with the console password: wrong first, then right; the tabs show their counts', async () => {
    const user = userEvent.setup();
    const server = renderSimple();
    await user.type(await screen.findByLabelText('관리자 비밀번호'), 'nope{Enter}');
    expect(await screen.findByText(MESSAGES.console.wrongPassword, { selector: '.ant-alert *' })).toBeInTheDocument();
    // Once: beside the form, not again in a toast.
    expect(screen.getAllByText(MESSAGES.console.wrongPassword)).toHaveLength(1);
    expect(document.querySelector('.toast')).toBeNull();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('관리자 비밀번호'), 'console-password-1{Enter}');
    expect(await screen.findByRole('tab', { name: /회원\s*2/ })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /갤러리\s*2/ })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /동영상\s*1/ })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/dev/login').map((call) => call.body)).toEqual([
      { password: 'nope' },
      { password: 'console-password-1' },
    ]);
  });

  it('skips the login when the console session is still active, and logs out', async () => {
    const user = userEvent.setup();
    const server = renderSimple(routes(true));
    expect(await screen.findByText('one@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /로그아웃/ }));
    expect(await screen.findByLabelText('관리자 비밀번호')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/dev/logout')).toHaveLength(1);
  });

  it('asks a signed-in ADMIN for the console password too, and leaves the account signed in at logout', async () => {
    const user = userEvent.setup();
    // The server's ping says "console" for an ADMIN account as well: only the password opens this console.
    const server = renderSimple(routes(true), makeUser({ id: 'admin', role: 'ADMIN' }));
    expect(await screen.findByLabelText('관리자 비밀번호')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/simple/pending-users')).toHaveLength(0);

    await user.type(screen.getByLabelText('관리자 비밀번호'), 'console-password-1{Enter}');
    expect(await screen.findByText('one@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /로그아웃/ }));
    expect(await screen.findByLabelText('관리자 비밀번호')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/dev/logout')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/auth/logout')).toHaveLength(0);
  });

  it('approves a pending member with no memo and refreshes the count', async () => {
    const user = userEvent.setup();
    let answered = pending;
    const server = renderSimple(
      routes(true, {
        'GET /api/simple/pending-users': () => ({ body: answered }),
        'POST /api/simple/approve-user': ({ body }) => {
          answered = pending.filter((member) => member.id !== body?.userId);
          return { body: { ok: true, message: '승인되었습니다.' } };
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'one@example.com 승인' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/simple/approve-user')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/simple/approve-user')[0].body).toEqual({ userId: 'p1' });
    expect(await screen.findByRole('tab', { name: /회원\s*1/ })).toBeInTheDocument();
    expect(screen.queryByText('one@example.com')).not.toBeInTheDocument();
  });

  it('rejects only after a confirmation, sending only the memo typed for the member', async () => {
    const user = userEvent.setup();
    const server = renderSimple(
      routes(true, { 'POST /api/simple/reject-user': { body: { ok: true, message: '거절되었습니다.' } } }),
    );
    await user.click(await screen.findByRole('button', { name: 'one@example.com 거절' }));
    let confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(ADMIN_MESSAGES.members.rejectConfirm('one@example.com'))).toBeInTheDocument();
    // Focus starts on 취소: Enter, or a second tap where 거절 was, decides nothing.
    expect(within(confirm).getByRole('button', { name: '취소' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/simple/reject-user')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'one@example.com 거절' }));
    confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: '거절' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/simple/reject-user')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/simple/reject-user')[0].body).toEqual({ userId: 'p1' });

    await user.click(screen.getByRole('button', { name: 'two@example.com 거절' }));
    confirm = await screen.findByRole('dialog');
    await user.type(within(confirm).getByLabelText(ADMIN_MESSAGES.members.memoForMember), '재원생 명단에 없습니다.');
    await user.click(within(confirm).getByRole('button', { name: '거절' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/simple/reject-user')).toHaveLength(2));
    expect(server.callsTo('POST', '/api/simple/reject-user')[1].body).toEqual({
      userId: 'p2',
      memo: '재원생 명단에 없습니다.',
    });
  });

  it('has the consultation inbox for the desk staff who call parents back', async () => {
    const user = userEvent.setup();
    renderSimple(
      routes(true, {
        'GET /api/admin/consultations': {
          body: {
            items: [
              {
                id: 'c1',
                createdAt: '2030-03-10T03:00:00.000Z',
                name: '김민수',
                phone: '010-1234-5678',
                grade: '중2',
                programSlug: null,
                programTitle: null,
                message: null,
                status: 'NEW',
                memo: null,
                handledBy: null,
                handledAt: null,
                closedAt: null,
              },
            ],
            total: 1,
          },
        },
        'GET /api/programs': { body: [] },
      }),
    );
    await user.click(await screen.findByRole('tab', { name: '상담 신청' }));
    const inbox = await screen.findByRole('table');
    expect(within(inbox).getByRole('link', { name: '010-1234-5678' })).toHaveAttribute('href', 'tel:01012345678');
  });

  it('shows gallery entries with shown/hidden badges and a placeholder for an image that fails to load', async () => {
    const user = userEvent.setup();
    renderSimple(routes(true));
    await user.click(await screen.findByRole('tab', { name: /갤러리/ }));
    const table = await screen.findByRole('table', { name: '갤러리 이미지' });
    expect(table.closest('.ant-table')).not.toBeNull();
    const [graduation, summer] = within(table).getAllByRole('row').slice(1);
    expect(within(graduation).getByText('표시')).toBeInTheDocument();
    expect(within(graduation).getByText('2025년 졸업식')).toBeInTheDocument();
    expect(within(summer).getByText('숨김')).toBeInTheDocument();
    fireEvent.error(within(graduation).getByRole('img', { name: '졸업식' }));
    expect(within(graduation).getByText(ADMIN_MESSAGES.admin.imageUnavailable)).toBeInTheDocument();
  });

  // An antd form and table under jsdom: room for a busy machine.
  it('requires a title and URL for a video, then adds it', async () => {
    const user = userEvent.setup();
    const server = renderSimple(
      routes(true, { 'POST /api/simple/videos': ({ body }) => ({ status: 201, body: { id: 'v2', ...body } }) }),
    );
    await user.click(await screen.findByRole('tab', { name: /동영상/ }));
    const list = await screen.findByRole('table', { name: '동영상 목록' });
    expect(within(list).getByText('시제 총정리')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '동영상 추가' }));
    expect(await screen.findAllByText(MESSAGES.validation.simpleUpload)).toHaveLength(2);
    expect(server.callsTo('POST', '/api/simple/videos')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: '제목' }), '문법 2강');
    await user.type(screen.getByLabelText('동영상 URL'), 'https://youtu.be/zyxwvu98765');
    await user.click(screen.getByRole('button', { name: '동영상 추가' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/simple/videos')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/simple/videos')[0].body).toEqual({
      title: '문법 2강',
      videoUrl: 'https://youtu.be/zyxwvu98765',
    });
    expect(await screen.findByText(MESSAGES.content.created)).toBeInTheDocument();
  }, 40_000);

  it('keeps the open tab and the gallery filter in the address, and opens on them from a shared link', async () => {
    const user = userEvent.setup();
    mockApi(null, routes(true));
    renderWithProviders(
      <>
        <SimpleAdminPage />
        <LocationProbe />
      </>,
      { route: '/simple-admin?tab=gallery&galleryVisible=hidden' },
    );
    const table = await screen.findByRole('table', { name: '갤러리 이미지' });
    expect(screen.getByRole('tab', { name: /갤러리/, selected: true })).toBeInTheDocument();
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
    expect(within(table).getByText('여름 특강')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /동영상/ }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('tab=videos'));
    await user.click(screen.getByRole('button', { name: '뒤로 (테스트)' }));
    expect(await screen.findByRole('tab', { name: /갤러리/, selected: true })).toBeInTheDocument();
  });

  it('opens the first tab for an unknown tab name instead of failing', async () => {
    mockApi(null, routes(true));
    renderWithProviders(<SimpleAdminPage />, { route: '/simple-admin?tab=nope&galleryPage=-3' });
    expect(await screen.findByText('one@example.com')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /회원/, selected: true })).toBeInTheDocument();
  });
});
