import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, makeGalleryItem, mockApi, renderWithProviders } from '@academy/context/testing';
import { reloadPage } from '../lib/reload-page';
import GalleryPage from './GalleryPage';

jest.mock('../lib/reload-page', () => ({ reloadPage: jest.fn() }));

function renderGallery() {
  return renderWithProviders(<GalleryPage />, { route: '/gallery', path: '/gallery' });
}

describe('gallery page', () => {
  it('shows every visible picture with its caption, the consultation hours and contact links', async () => {
    mockApi(null, {
      'GET /api/gallery': {
        body: [
          makeGalleryItem({ id: 'g1', caption: '사진 설명 1' }),
          makeGalleryItem({ id: 'g2', caption: null, title: '자습실' }),
        ],
      },
    });
    renderGallery();
    expect(await screen.findByText('사진 설명 1', { selector: 'figcaption' })).toBeInTheDocument();
    expect(screen.getByText('자습실', { selector: 'figcaption' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '일요일' }).nextSibling).toHaveTextContent('휴무');
    expect(screen.getByRole('rowheader', { name: '평일' }).nextSibling).toHaveTextContent('9:00 – 22:00');
    expect(screen.getByRole('link', { name: /전화 055-264-7780/ })).toHaveAttribute('href', 'tel:0552647780');
    expect(screen.getByRole('link', { name: /이메일/ })).toHaveAttribute('href', 'mailto:hello@eden-english.kr');
  });

  it('shows the load error with a retry that reloads the page', async () => {
    mockApi(null, { 'GET /api/gallery': apiError(500, 'INTERNAL_ERROR', '오류') });
    const user = userEvent.setup();
    renderGallery();
    expect(await screen.findByRole('alert')).toHaveTextContent('갤러리를 불러올 수 없습니다.');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('says so when there is no picture yet', async () => {
    mockApi(null, { 'GET /api/gallery': { body: [] } });
    renderGallery();
    expect(await screen.findByText('아직 등록된 사진이 없습니다.')).toBeInTheDocument();
  });
});
