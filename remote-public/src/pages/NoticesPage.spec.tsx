import { screen, within } from '@testing-library/react';
import { MESSAGES, type Notice } from '@academy/common';
import { apiError, makeNotice, mockApi, renderWithProviders } from '@academy/context/testing';
import LandingPage from './LandingPage';
import NoticePage from './NoticePage';
import NoticesPage from './NoticesPage';

const S = MESSAGES.publicSite;

/** Twelve public notices, newest first (공지 12 … 공지 1), as GET /api/notices answers them. */
const NOTICES: Notice[] = Array.from({ length: 12 }, (_, i) =>
  makeNotice({
    id: `n${12 - i}`,
    title: `공지 ${12 - i}`,
    body: `본문 ${12 - i}`,
    visibility: 'public',
    createdAt: new Date(Date.UTC(2026, 10, 12 - i)).toISOString(),
  }),
);

const titles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => text?.startsWith('공지 '));

function renderBoard(route: string, notices: Notice[] = NOTICES) {
  mockApi(null, { 'GET /api/notices': { body: notices } });
  const path = route === '/notices' ? '/notices' : '/notices/page/:page';
  renderWithProviders(<NoticesPage />, { route, path });
}

describe('/notices: the public notice board', () => {
  it('lists ten notices a page, newest first, each linking to its own page, with links to every page', async () => {
    renderBoard('/notices');
    await screen.findByRole('link', { name: '공지 12' });
    expect(screen.getByRole('heading', { level: 1, name: S.noticesTitle })).toBeInTheDocument();
    expect(titles()).toEqual([
      '공지 12',
      '공지 11',
      '공지 10',
      '공지 9',
      '공지 8',
      '공지 7',
      '공지 6',
      '공지 5',
      '공지 4',
      '공지 3',
    ]);
    expect(screen.getByRole('link', { name: '공지 12' })).toHaveAttribute('href', '/notices/n12');
    const pager = screen.getByRole('navigation', { name: S.noticesPager });
    expect(within(pager).getByRole('link', { name: '1페이지' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: '2페이지' })).toHaveAttribute('href', '/notices/page/2');
  });

  it('shows the rest on /notices/page/2', async () => {
    renderBoard('/notices/page/2');
    await screen.findByRole('link', { name: '공지 2' });
    expect(titles()).toEqual(['공지 2', '공지 1']);
    const pager = screen.getByRole('navigation', { name: S.noticesPager });
    expect(within(pager).getByRole('link', { name: '1페이지' })).toHaveAttribute('href', '/notices');
  });

  it('never shows a members-only notice a signed-in fetch may have brought', async () => {
    renderBoard('/notices', [makeNotice({ id: 'm1', title: '회원 전용 안내', visibility: 'members' }), NOTICES[0]]);
    await screen.findByRole('link', { name: '공지 12' });
    expect(screen.queryByText('회원 전용 안내')).not.toBeInTheDocument();
  });

  it('says so when there is nothing', async () => {
    renderBoard('/notices', []);
    await expect(screen.findByText(S.noticesEmpty)).resolves.toBeInTheDocument();
  });

  it('offers the first page for a page past the last', async () => {
    renderBoard('/notices/page/9');
    await expect(screen.findByText(S.noticesPageMissing)).resolves.toBeInTheDocument();
    expect(screen.getByRole('link', { name: S.noticesBack })).toHaveAttribute('href', '/notices');
  });
});

describe('/notices/{id}', () => {
  it('shows the notice with its date and the way back to the board', async () => {
    mockApi(null, { 'GET /api/notices/n3': { body: { ...NOTICES[9], body: '첫 줄\n둘째 줄' } } });
    renderWithProviders(<NoticePage />, { route: '/notices/n3', path: '/notices/:id' });
    await expect(screen.findByRole('heading', { level: 1, name: '공지 3' })).resolves.toBeInTheDocument();
    expect(screen.getByText(/첫 줄/).textContent).toBe('첫 줄\n둘째 줄');
    expect(screen.getByText('2026년 11월 3일')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: new RegExp(S.noticesBack) })[0]).toHaveAttribute('href', '/notices');
  });

  it('says the notice is not found for a members-only, closed or unknown id (404)', async () => {
    mockApi(null, { 'GET /api/notices/m1': apiError(404, 'NOT_FOUND', MESSAGES.content.noticeNotFound) });
    renderWithProviders(<NoticePage />, { route: '/notices/m1', path: '/notices/:id' });
    await expect(
      screen.findByRole('heading', { level: 1, name: MESSAGES.content.noticeNotFound }),
    ).resolves.toBeInTheDocument();
  });
});

describe('the landing page', () => {
  it('shows the latest three public notices and the way to the board', async () => {
    mockApi(null, { 'GET /api/notices': { body: NOTICES }, 'GET /api/gallery': { body: [] } });
    renderWithProviders(<LandingPage />, { route: '/' });
    const section = (await screen.findByRole('heading', { name: S.noticesLatest })).closest('section')!;
    await within(section).findByRole('link', { name: '공지 12' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['공지 12', '공지 11', '공지 10']);
    expect(within(section).getByRole('link', { name: new RegExp(S.noticesMore) })).toHaveAttribute('href', '/notices');
  });

  it('has no notice section while there is no public notice', async () => {
    mockApi(null, { 'GET /api/notices': { body: [] }, 'GET /api/gallery': { body: [] } });
    renderWithProviders(<LandingPage />, { route: '/' });
    await screen.findByText('아직 등록된 사진이 없습니다.');
    expect(screen.queryByRole('heading', { name: S.noticesLatest })).not.toBeInTheDocument();
  });
});
