import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type GalleryItem } from '@academy/common';
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
import { LocationProbe } from '../../../test/location-probe';
import { GalleryPage } from './GalleryPage';

const classroom = makeGalleryItem({ id: 'g1', url: '/assets/gallery/classroom.svg', caption: '강의실', visible: true });
const summer = makeGalleryItem({ id: 'g2', url: 'https://example.com/summer.jpg', caption: null, visible: false });

/** The fake API keeps the list, so a reload after a change shows what the server stored. */
function renderGallery(extra: RouteTable = {}, route = '/admin/gallery') {
  let images: GalleryItem[] = [classroom, summer];
  const server = mockApi(makeUser({ role: 'ADMIN' }), {
    'GET /api/admin/gallery': () => ({ body: images }),
    'POST /api/admin/gallery': ({ body }) => {
      const added = makeGalleryItem({ id: 'g3', url: body?.imageUrl as string, caption: body?.caption as string });
      images = [...images, added];
      return { status: 201, body: added };
    },
    'DELETE /api/admin/gallery/g1': () => {
      images = images.filter((image) => image.id !== 'g1');
      return { body: { ok: true } };
    },
    ...extra,
  });
  renderWithProviders(
    <AntdThemeProvider>
      <GalleryPage />
      <LocationProbe />
    </AntdThemeProvider>,
    { route, path: '/admin/gallery' },
  );
  return server;
}

const counts = () => screen.getByLabelText('이미지 수');
const row = (text: string) => screen.getByText(text).closest('tr')!;
const address = () => screen.getByTestId('search').textContent;
const searchBox = () => screen.getByRole('searchbox', { name: '갤러리 검색' });

async function openNewImage(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('강의실');
  await user.click(screen.getByRole('button', { name: /이미지 추가/ }));
  return screen.findByRole('dialog', { name: '이미지 추가' });
}

describe('/admin/gallery', () => {
  it('lists every image, hidden ones marked, with the counts', async () => {
    renderGallery();
    await screen.findByText('강의실');
    expect(row('강의실')).toHaveTextContent('표시');
    expect(within(row('강의실')).getByRole('img', { name: '강의실' })).toHaveAttribute(
      'src',
      '/assets/gallery/classroom.svg',
    );
    expect(row('https://example.com/summer.jpg')).toHaveTextContent('(캡션 없음)');
    expect(row('https://example.com/summer.jpg')).toHaveTextContent('숨김');
    expect(counts()).toHaveTextContent('전체2');
    expect(counts()).toHaveTextContent('표시1');
    expect(counts()).toHaveTextContent('숨김1');
    expect(counts()).toHaveTextContent('검색 결과2');
  });

  it('searches captions and addresses, keeping the search in the address', async () => {
    const user = userEvent.setup();
    renderGallery();
    await screen.findByText('강의실');
    await user.type(searchBox(), 'summer{Enter}');
    await waitFor(() => expect(counts()).toHaveTextContent('검색 결과1'));
    expect(screen.queryByText('강의실')).not.toBeInTheDocument();
    expect(address()).toBe('?q=summer');

    await user.clear(searchBox());
    await user.type(searchBox(), '강의{Enter}');
    expect(await screen.findByText('강의실')).toBeInTheDocument();
    expect(screen.queryByText('https://example.com/summer.jpg')).not.toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), '없는 사진{Enter}');
    expect(await screen.findByText('검색 조건에 맞는 이미지가 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '검색 조건 초기화' }));
    expect(await screen.findByText('강의실')).toBeInTheDocument();
    expect(address()).toBe('');
  });

  it('filters shown or hidden images through the address', async () => {
    const user = userEvent.setup();
    renderGallery({}, '/admin/gallery?visible=hidden');
    expect(await screen.findByText('https://example.com/summer.jpg')).toBeInTheDocument();
    expect(screen.queryByText('강의실')).not.toBeInTheDocument();
    await user.click(screen.getByText('표시', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('강의실')).toBeInTheDocument();
    expect(screen.queryByText('https://example.com/summer.jpg')).not.toBeInTheDocument();
    expect(address()).toBe('?visible=shown');
  });

  it('adds an image in the dialog; the list shows it after the reload', async () => {
    const user = userEvent.setup();
    const server = renderGallery();
    const dialog = await openNewImage(user);
    await user.type(within(dialog).getByLabelText('이미지 URL'), ' https://example.com/spring.jpg ');
    await user.type(within(dialog).getByLabelText('캡션 (선택)'), '  봄학기 ');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/gallery')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/admin/gallery')[0].body).toEqual({
      imageUrl: 'https://example.com/spring.jpg',
      caption: '봄학기',
      visible: true,
    });
    expect(await screen.findByText(MESSAGES.content.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('봄학기')).toBeInTheDocument();
    expect(counts()).toHaveTextContent('전체3');
  });

  it("puts the server's message on the image URL and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const server = renderGallery({
      'POST /api/admin/gallery': {
        status: 400,
        body: {
          ok: false,
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: '서버가 받지 않는 주소입니다.',
          errors: [{ field: 'imageUrl', message: '서버가 받지 않는 주소입니다.' }],
        },
      },
    });
    const dialog = await openNewImage(user);
    await user.type(within(dialog).getByLabelText('이미지 URL'), '/assets/gallery/new.jpg');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText('서버가 받지 않는 주소입니다.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('이미지 URL')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', '/api/admin/gallery')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: '이미지 추가' })).toBeInTheDocument();
  });

  it('edits an image in a filled dialog; clearing the caption sends null', async () => {
    const user = userEvent.setup();
    const server = renderGallery({
      'PUT /api/admin/gallery/g1': ({ body }) => ({ body: { ...classroom, caption: body?.caption as string | null } }),
    });
    await user.click(await screen.findByRole('button', { name: '강의실 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '이미지 수정' });
    expect(within(dialog).getByLabelText('이미지 URL')).toHaveValue('/assets/gallery/classroom.svg');
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

  it("hides a shown image from its dialog's switch, which the site's gallery then leaves out", async () => {
    const user = userEvent.setup();
    const server = renderGallery({
      'PUT /api/admin/gallery/g1': ({ body }) => ({ body: { ...classroom, visible: body?.visible as boolean } }),
    });
    await user.click(await screen.findByRole('button', { name: '강의실 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '이미지 수정' });
    const shown = within(dialog).getByRole('switch', { name: '홈페이지 갤러리에 표시' });
    expect(shown).toBeChecked();
    await user.click(shown);
    expect(shown).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '수정' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/admin/gallery/g1')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/admin/gallery/g1')[0].body).toEqual({
      imageUrl: '/assets/gallery/classroom.svg',
      caption: '강의실',
      visible: false,
    });
  });

  it('deletes only after the confirmation, then toasts and reloads the list', async () => {
    const user = userEvent.setup();
    const server = renderGallery();
    await user.click(await screen.findByRole('button', { name: '강의실 삭제' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(MESSAGES.content.imageDeleteConfirm);
    expect(server.callsTo('DELETE', '/api/admin/gallery/g1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/admin/gallery/g1')).toHaveLength(1));
    expect(await screen.findByText(MESSAGES.content.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '강의실 삭제' })).not.toBeInTheDocument());
    expect(counts()).toHaveTextContent('전체1');
  });

  it('names a failed delete with the server message and its code', async () => {
    const user = userEvent.setup();
    renderGallery({
      'DELETE /api/admin/gallery/g1': apiError(404, 'NOT_FOUND', MESSAGES.content.galleryNotFound),
    });
    await user.click(await screen.findByRole('button', { name: '강의실 삭제' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(ADMIN_MESSAGES.admin.deleteFailed);
    expect(toast).toHaveTextContent(`${MESSAGES.content.galleryNotFound} (NOT_FOUND)`);
  });
});
