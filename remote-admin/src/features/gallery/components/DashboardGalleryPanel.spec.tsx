import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AntdThemeProvider } from '@academy/context/antd';
import {
  apiError,
  makeGalleryItem,
  makeUser,
  mockApi,
  renderWithProviders,
  type RouteTable,
} from '@academy/context/testing';
import { DashboardGalleryPanel } from './DashboardGalleryPanel';

const classroom = makeGalleryItem({ id: 'g1', url: '/assets/gallery/classroom.svg', caption: '강의실', visible: true });
const hidden = makeGalleryItem({ id: 'g2', url: 'https://example.com/summer.jpg', caption: null, visible: false });
const notFound = apiError(404, 'NOT_FOUND', MESSAGES.content.galleryNotFound);

function renderPanel(extra: RouteTable = {}) {
  const server = mockApi(makeUser({ role: 'ADMIN' }), {
    'GET /api/admin/gallery': { body: [classroom, hidden] },
    ...extra,
  });
  renderWithProviders(
    <AntdThemeProvider>
      <DashboardGalleryPanel />
    </AntdThemeProvider>,
    { route: '/admin-dashboard' },
  );
  return server;
}

describe('dashboard gallery manager', () => {
  let alertMock: jest.SpyInstance;
  beforeEach(() => {
    alertMock = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists every image, hidden ones marked, with its caption and address', async () => {
    renderPanel();
    const list = await screen.findByRole('table', { name: '갤러리 이미지' });
    const [shown, summer] = within(list).getAllByRole('row').slice(1);
    expect(shown).toHaveTextContent('강의실');
    expect(shown).toHaveTextContent('표시');
    expect(within(shown).getByRole('img', { name: '강의실' })).toHaveAttribute('src', '/assets/gallery/classroom.svg');
    expect(summer).toHaveTextContent('(캡션 없음)');
    expect(summer).toHaveTextContent('숨김');
    expect(summer).toHaveTextContent('https://example.com/summer.jpg');
  });

  it('names an image the simple console added with a title only by that title, as every console does', async () => {
    renderPanel({
      'GET /api/admin/gallery': {
        body: [{ ...classroom, id: 'g3', caption: null, title: '졸업식', description: '2025년 졸업식' }],
      },
    });
    const list = await screen.findByRole('table', { name: '갤러리 이미지' });
    const [graduation] = within(list).getAllByRole('row').slice(1);
    expect(graduation).toHaveTextContent('졸업식');
    expect(graduation).not.toHaveTextContent('(캡션 없음)');
    expect(within(graduation).getByRole('img', { name: '졸업식' })).toBeInTheDocument();
  });

  it('adds an image: the URL is required and must be an image address; then caption and URL are sent', async () => {
    const user = userEvent.setup();
    const server = renderPanel({
      'POST /api/admin/gallery': ({ body }) => ({
        status: 201,
        body: { ...classroom, id: 'g3', url: body?.imageUrl, caption: body?.caption },
      }),
    });
    await user.click(await screen.findByRole('button', { name: /이미지 추가/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText(MESSAGES.validation.imageUrl)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('이미지 URL'), 'javascript:alert(1)');
    expect(await within(dialog).findByText(MESSAGES.validation.url)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/admin/gallery')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('이미지 URL'));
    await user.type(within(dialog).getByLabelText('이미지 URL'), 'https://example.com/spring.jpg');
    expect(within(dialog).getByRole('img', { name: '미리보기' })).toHaveAttribute(
      'src',
      'https://example.com/spring.jpg',
    );
    await user.type(within(dialog).getByLabelText('캡션 (선택)'), '  봄학기 ');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/gallery')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/admin/gallery')[0].body).toEqual({
      imageUrl: 'https://example.com/spring.jpg',
      caption: '봄학기',
      visible: true,
    });
    expect(await screen.findByText(MESSAGES.content.created)).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/api/admin/gallery')).toHaveLength(2));
  });

  it('names a failed upload with the server message and code, keeping the dialog open', async () => {
    const user = userEvent.setup();
    renderPanel({
      'POST /api/admin/gallery': apiError(503, 'SERVICE_UNAVAILABLE', MESSAGES.errors.unavailable),
    });
    await user.click(await screen.findByRole('button', { name: /이미지 추가/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('이미지 URL'), '/assets/gallery/new.jpg');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(ADMIN_MESSAGES.admin.uploadFailed);
    expect(toast).toHaveTextContent(`${MESSAGES.errors.unavailable} (SERVICE_UNAVAILABLE)`);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits an image in a filled dialog; clearing the caption sends null', async () => {
    const user = userEvent.setup();
    const server = renderPanel({
      'PUT /api/admin/gallery/g1': ({ body }) => ({
        body: { ...classroom, url: body?.imageUrl, caption: body?.caption },
      }),
    });
    await user.click(await screen.findByRole('button', { name: '강의실 수정' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('이미지 URL')).toHaveValue('/assets/gallery/classroom.svg');
    expect(within(dialog).getByLabelText('캡션 (선택)')).toHaveValue('강의실');
    await user.clear(within(dialog).getByLabelText('캡션 (선택)'));
    await user.click(within(dialog).getByRole('button', { name: '수정' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/admin/gallery/g1')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/admin/gallery/g1')[0].body).toEqual({
      imageUrl: '/assets/gallery/classroom.svg',
      caption: null,
      visible: true,
    });
    expect(await screen.findByText(MESSAGES.content.changed)).toBeInTheDocument();
  });

  it('deletes only after "정말 삭제하시겠습니까?"; a failure toasts "삭제 실패" with the code', async () => {
    const user = userEvent.setup();
    let failing = true;
    const server = renderPanel({ 'DELETE /api/admin/gallery/g1': () => (failing ? notFound : { body: { ok: true } }) });
    await user.click(await screen.findByRole('button', { name: '강의실 삭제' }));
    let confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(MESSAGES.content.imageDeleteConfirm);
    expect(server.callsTo('DELETE', '/api/admin/gallery/g1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    const toasts = screen.getByRole('region', { name: '알림' });
    await waitFor(() => expect(toasts).toHaveTextContent(ADMIN_MESSAGES.admin.deleteFailed));
    expect(toasts).toHaveTextContent(`${MESSAGES.content.galleryNotFound} (NOT_FOUND)`);
    expect(alertMock).not.toHaveBeenCalled();

    failing = false;
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '강의실 삭제' }));
    confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText(MESSAGES.content.deleted)).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/admin/gallery/g1')).toHaveLength(2);
  });
});
