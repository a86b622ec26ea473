import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CourseProgress } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import {
  makeCourseDetail,
  makeUser,
  makeVideo,
  mockApi,
  renderWithProviders,
  type RouteTable,
} from '@academy/context/testing';
import CourseDetailPage from './CourseDetailPage';

const P = MEMBER_MESSAGES.progress;

const lesson = makeVideo({ id: 'v2', title: '2강 관계대명사', type: 'nas', durationSec: 600 });
const done = makeVideo({ id: 'v1', title: '1강 문장의 5형식', durationSec: 754 });
const fresh = makeVideo({ id: 'v3', title: '3강 가정법', durationSec: 300 });
const course = makeCourseDetail({ videos: [lesson, done, fresh] });

const progress: CourseProgress = {
  courseId: 'c1',
  completed: 1,
  total: 3,
  percent: 33,
  videos: [
    { videoId: 'v2', position: 125, duration: 600, furthest: 200, completed: false },
    { videoId: 'v1', position: 754, duration: 754, furthest: 754, completed: true },
    { videoId: 'v3', position: 0, duration: 0, furthest: 0, completed: false },
  ],
};

function api(extra: RouteTable = {}) {
  return mockApi(makeUser(), {
    'GET /api/courses/c1': { body: course },
    'GET /api/courses/c1/progress': { body: progress },
    'GET /api/videos/v2/can-view': { body: { canView: true, status: 'open' } },
    'GET /api/videos/v2/url': { body: { url: 'http://nas.example.com/lessons/02.webm' } },
    'POST /api/videos/v2/view': { body: { ok: true, message: '기록됨' } },
    ...extra,
  });
}

const rowOf = (title: string) =>
  screen.getByText(title, { selector: '.mb-videos__title' }).closest('li') as HTMLElement;

/** jsdom's media element knows no duration; the test gives it one. */
function withDuration(video: HTMLElement, duration: number) {
  Object.defineProperty(video, 'duration', { configurable: true, get: () => duration });
  return video as HTMLVideoElement;
}

describe('CourseDetailPage: learning progress', () => {
  it("shows each lesson's state and the course's completion as a bar", async () => {
    api();
    renderWithProviders(<CourseDetailPage />, { route: '/courses/c1', path: '/courses/:id' });
    await screen.findByRole('heading', { name: P.courseProgressTitle });
    expect(within(rowOf('1강 문장의 5형식')).getByText(P.completed)).toBeInTheDocument();
    expect(within(rowOf('2강 관계대명사')).getByText(P.inProgressPercent(33))).toBeInTheDocument();
    expect(within(rowOf('3강 가정법')).getByText(P.notStarted)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: P.courseProgressTitle });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByTestId('course-progress')).toHaveTextContent(P.courseProgressValue(1, 3));
  });

  it('offers to resume at the saved place or start over; resuming starts the file there', async () => {
    api();
    renderWithProviders(<CourseDetailPage />, { route: '/courses/c1', path: '/courses/:id' });
    const resume = await screen.findByRole('button', { name: P.resume('2:05') });
    expect(screen.getByRole('button', { name: P.restart })).toBeInTheDocument();
    await userEvent.click(resume);
    const video = withDuration(await screen.findByLabelText('2강 관계대명사', { selector: 'video' }), 600);
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(125);
  });

  it('starts over from the beginning when asked', async () => {
    api();
    renderWithProviders(<CourseDetailPage />, { route: '/courses/c1', path: '/courses/:id' });
    await userEvent.click(await screen.findByRole('button', { name: P.restart }));
    const video = withDuration(await screen.findByLabelText('2강 관계대명사', { selector: 'video' }), 600);
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(0);
  });

  it('offers no resume for a lesson stopped within its last 5%: it starts over', async () => {
    api({
      'GET /api/courses/c1/progress': {
        body: { ...progress, videos: [{ ...progress.videos[0], position: 575 }, ...progress.videos.slice(1)] },
      },
    });
    renderWithProviders(<CourseDetailPage />, { route: '/courses/c1', path: '/courses/:id' });
    await screen.findByRole('button', { name: '2강 관계대명사 재생' });
    expect(screen.queryByRole('button', { name: P.restart })).not.toBeInTheDocument();
  });

  it('saves the place on pause and moves the badge and the bar when the answer says completed', async () => {
    const server = api({
      'PUT /api/videos/v2/progress': {
        body: {
          videoId: 'v2',
          position: 560,
          duration: 600,
          furthest: 560,
          completed: true,
          updatedAt: '2026-03-01T00:00:00.000Z',
        },
      },
    });
    renderWithProviders(<CourseDetailPage />, { route: '/courses/c1', path: '/courses/:id' });
    await userEvent.click(await screen.findByRole('button', { name: P.resume('2:05') }));
    const video = withDuration(await screen.findByLabelText('2강 관계대명사', { selector: 'video' }), 600);
    fireEvent.playing(video);
    video.currentTime = 560;
    fireEvent.pause(video);
    await waitFor(() => expect(server.requests()).toContain('PUT /api/videos/v2/progress'));
    expect(server.callsTo('PUT', '/api/videos/v2/progress')[0].body).toEqual({ position: 560, duration: 600 });
    await waitFor(() => expect(within(rowOf('2강 관계대명사')).getByText(P.completed)).toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: P.courseProgressTitle })).toHaveAttribute('aria-valuenow', '67');
  });

  it('opens a lesson named by "이어서 보기" at its place without asking', async () => {
    const server = api();
    renderWithProviders(<CourseDetailPage />, { route: '/courses/c1?video=v2&resume=1', path: '/courses/:id' });
    const video = withDuration(await screen.findByLabelText('2강 관계대명사', { selector: 'video' }), 600);
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(125);
    expect(server.requests()).toContain('GET /api/videos/v2/url');
    expect(screen.queryByRole('button', { name: P.restart })).not.toBeInTheDocument();
  });

  it('loads no progress for a PENDING member', async () => {
    const server = mockApi(makeUser({ role: 'PENDING' }), { 'GET /api/courses/c1': { body: course } });
    renderWithProviders(<CourseDetailPage />, { route: '/courses/c1', path: '/courses/:id' });
    await screen.findByTestId('pending-player');
    await act(async () => undefined);
    expect(server.requests().some((call) => call.includes('progress'))).toBe(false);
  });
});
