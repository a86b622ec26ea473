import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, UI } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { apiError, makePlayableVideo, makeUser, mockApi, renderWithProviders } from '@academy/context/testing';
import VideosPage from './VideosPage';

const P = MEMBER_MESSAGES.progress;

const youtube = makePlayableVideo({
  id: 'p1',
  title: 'TOEIC 파트 5 실전',
  type: 'youtube',
  url: 'https://youtu.be/abcDEF12345',
});
const nas = makePlayableVideo({
  id: 'p2',
  title: '고등 독해 특강',
  type: 'nas',
  url: 'http://nas.example.com/reading.mp4',
  createdAt: '2026-03-04T00:00:00.000Z',
});

/** The answers that let a video play when its card is pressed: access checked again, the address fetched. */
function playable(...videos: (typeof youtube)[]) {
  return Object.fromEntries(
    videos.flatMap((video) => [
      [`GET /api/videos/${video.id}/can-view`, { body: { canView: true, status: 'open' } }],
      [`GET /api/videos/${video.id}/url`, { body: { url: video.url } }],
    ]),
  );
}

function renderVideos() {
  return renderWithProviders(<VideosPage />, { route: '/videos' });
}

describe('VideosPage', () => {
  it('shows a loading skeleton of 5 rows until the list arrives', async () => {
    const api = mockApi(makeUser(), { 'GET /api/videos': () => new Promise(() => undefined) });
    renderVideos();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(UI.skeletonRows);
    await waitFor(() => expect(api.requests()).toContain('GET /api/videos'));
  });

  it('says so when there are no videos', async () => {
    mockApi(makeUser(), { 'GET /api/videos': { body: [] } });
    renderVideos();
    await expect(screen.findByText(MEMBER_MESSAGES.memberArea.videosEmpty)).resolves.toBeInTheDocument();
  });

  it('shows the error with a retry that loads the list again', async () => {
    let calls = 0;
    mockApi(makeUser(), {
      'GET /api/videos': () => (++calls === 1 ? apiError(500, 'INTERNAL_ERROR', '서버 오류') : { body: [youtube] }),
    });
    renderVideos();
    await expect(screen.findByText(MESSAGES.content.genericError)).resolves.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MEMBER_MESSAGES.memberArea.retry }));
    await expect(screen.findByRole('heading', { name: 'TOEIC 파트 5 실전' })).resolves.toBeInTheDocument();
  });

  it('lists each video with its type badge and date', async () => {
    mockApi(makeUser(), { 'GET /api/videos': { body: [youtube, nas] } });
    renderVideos();
    const card = (await screen.findByRole('heading', { name: '고등 독해 특강' })).closest('li')!;
    expect(within(card).getByText('NAS')).toBeInTheDocument();
    expect(within(card).getByText('2026년 3월 4일')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '고등 독해 특강 재생' })).toHaveTextContent('재생');
  });

  it('opens a YouTube video in an overlay with the embed URL, and Escape closes it', async () => {
    mockApi(makeUser(), { 'GET /api/videos': { body: [youtube, nas] }, ...playable(youtube, nas) });
    renderVideos();
    await userEvent.click(await screen.findByRole('button', { name: 'TOEIC 파트 5 실전 재생' }));
    const dialog = screen.getByRole('dialog', { name: 'TOEIC 파트 5 실전' });
    expect(within(dialog).getByText('YouTube')).toBeInTheDocument();
    expect((await within(dialog).findByTitle('TOEIC 파트 5 실전')).getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube\.com\/embed\/abcDEF12345\?/,
    );
    expect(within(dialog).queryByRole('link', { name: '새 탭에서 열기' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps keyboard focus inside the open player', async () => {
    mockApi(makeUser(), { 'GET /api/videos': { body: [nas] }, ...playable(nas) });
    renderVideos();
    await userEvent.click(await screen.findByRole('button', { name: '고등 독해 특강 재생' }));
    const dialog = screen.getByRole('dialog', { name: '고등 독해 특강' });
    const video = await within(dialog).findByLabelText('고등 독해 특강');
    const close = within(dialog).getByRole('button', { name: '닫기' });
    const link = within(dialog).getByRole('link', { name: '새 탭에서 열기' });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(link).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(video).toHaveFocus();
    await userEvent.tab();
    expect(link).toHaveFocus();
  });

  it('plays a NAS file in a video element with a new-tab link, closes with the button, and offers play again after a playback error', async () => {
    mockApi(makeUser(), { 'GET /api/videos': { body: [youtube, nas] }, ...playable(youtube, nas) });
    renderVideos();
    const card = (await screen.findByRole('heading', { name: '고등 독해 특강' })).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: '고등 독해 특강 재생' }));
    const dialog = screen.getByRole('dialog', { name: '고등 독해 특강' });
    await within(dialog).findByLabelText('고등 독해 특강');
    const proxied = `/proxy/video?u=${encodeURIComponent('http://nas.example.com/reading.mp4')}`;
    const link = within(dialog).getByRole('link', { name: '새 탭에서 열기' });
    expect(link).toHaveAttribute('href', proxied);
    expect(link).toHaveAttribute('target', '_blank');
    const sources = within(dialog).getByLabelText('고등 독해 특강').querySelectorAll('source');
    expect(Array.from(sources, (source) => source.getAttribute('type'))).toEqual([
      'video/mp4',
      'video/webm',
      'video/ogg',
    ]);
    act(() => {
      sources[sources.length - 1].dispatchEvent(new Event('error'));
    });
    await expect(screen.findByText(MESSAGES.content.videoLoadFailed)).resolves.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '고등 독해 특강 재생' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers to resume a lesson watched part-way (on the course page or here) instead of starting at 0:00', async () => {
    const api = mockApi(makeUser(), {
      'GET /api/videos': { body: [nas] },
      ...playable(nas),
      'GET /api/videos/p2/progress': {
        body: { videoId: 'p2', position: 23, duration: 600, furthest: 23, completed: false, updatedAt: null },
      },
    });
    renderVideos();
    await userEvent.click(await screen.findByRole('button', { name: '고등 독해 특강 재생' }));
    const dialog = screen.getByRole('dialog', { name: '고등 독해 특강' });
    const resume = await within(dialog).findByRole('button', { name: P.resume('0:23') });
    expect(within(dialog).getByRole('button', { name: P.restart })).toBeInTheDocument();
    expect(api.requests()).not.toContain('GET /api/videos/p2/url');
    await userEvent.click(resume);
    const video = await within(dialog).findByLabelText('고등 독해 특강', { selector: 'video' });
    Object.defineProperty(video, 'duration', { configurable: true, get: () => 600 });
    fireEvent.loadedMetadata(video);
    expect((video as HTMLVideoElement).currentTime).toBe(23);
  });

  it('plays at once from the start when there is no place worth offering', async () => {
    mockApi(makeUser(), {
      'GET /api/videos': { body: [nas] },
      ...playable(nas),
      'GET /api/videos/p2/progress': {
        body: { videoId: 'p2', position: 2, duration: 600, furthest: 2, completed: false, updatedAt: null },
      },
    });
    renderVideos();
    await userEvent.click(await screen.findByRole('button', { name: '고등 독해 특강 재생' }));
    const dialog = screen.getByRole('dialog', { name: '고등 독해 특강' });
    await within(dialog).findByLabelText('고등 독해 특강', { selector: 'video' });
    expect(within(dialog).queryByRole('button', { name: P.restart })).not.toBeInTheDocument();
  });

  it('asks again before playing: a member revoked since the list loaded is told why and nothing plays', async () => {
    const api = mockApi(makeUser(), {
      'GET /api/videos': { body: [youtube] },
      'GET /api/videos/p1/can-view': { body: { canView: false, status: 'open', reason: 'ROLE' } },
    });
    renderVideos();
    await userEvent.click(await screen.findByRole('button', { name: 'TOEIC 파트 5 실전 재생' }));
    const dialog = screen.getByRole('dialog', { name: 'TOEIC 파트 5 실전' });
    await expect(within(dialog).findByText(MESSAGES.content.videoAccessDenied)).resolves.toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.content.videoAccessDeniedDetail)).toBeInTheDocument();
    expect(within(dialog).queryByTitle('TOEIC 파트 5 실전')).not.toBeInTheDocument();
    expect(api.requests()).not.toContain('GET /api/videos/p1/url');
  });

  it("says '인증이 필요합니다' / '다시 로그인해주세요.' on a 401 and plays nothing", async () => {
    const unauthorized = apiError(401, 'UNAUTHORIZED', '로그인이 필요합니다.');
    mockApi(makeUser(), { 'GET /api/videos': { body: [youtube] }, 'GET /api/videos/p1/can-view': unauthorized });
    renderVideos();
    await userEvent.click(await screen.findByRole('button', { name: 'TOEIC 파트 5 실전 재생' }));
    const dialog = screen.getByRole('dialog', { name: 'TOEIC 파트 5 실전' });
    await expect(within(dialog).findByText(MESSAGES.auth.authRequired)).resolves.toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.auth.loginAgain)).toBeInTheDocument();
    expect(within(dialog).queryByTitle('TOEIC 파트 5 실전')).not.toBeInTheDocument();
  });
});
