import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACADEMY, MESSAGES } from '@academy/common';
import {
  apiError,
  makeCourseDetail,
  makeUser,
  makeVideo,
  mockApi,
  renderWithProviders,
} from '@academy/context/testing';
import CourseDetailPage from './CourseDetailPage';

const C = MESSAGES.content;

const youtube = makeVideo({ id: 'v1', title: '1강 문장의 5형식', durationSec: 754 });
const nas = makeVideo({ id: 'v2', title: '2강 관계대명사', type: 'nas', durationSec: 3605 });
const upcoming = makeVideo({
  id: 'v3',
  title: '3강 가정법',
  durationSec: 180,
  status: 'upcoming',
  accessStart: '2099-01-01T00:00:00.000Z',
});
const course = makeCourseDetail({ videos: [youtube, nas, upcoming] });

function renderCourse() {
  return renderWithProviders(<CourseDetailPage />, { route: '/courses/c1', path: '/courses/:id' });
}

describe('CourseDetailPage', () => {
  it('says the course cannot be found when loading fails, with a way back to the list', async () => {
    mockApi(makeUser());
    renderCourse();
    await expect(screen.findByRole('heading', { name: C.courseNotFound })).resolves.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '강의 목록으로' })).toHaveAttribute('href', '/courses');
  });

  it('shows the course, its video list and the info and instructor cards', async () => {
    mockApi(makeUser(), {
      'GET /api/courses/c1': { body: course },
      'GET /api/videos/v1/can-view': { body: { canView: true, status: 'open' } },
    });
    renderCourse();
    await expect(screen.findByRole('heading', { name: '중등 내신 영어 문법', level: 1 })).resolves.toBeInTheDocument();
    expect(screen.getByText('서술형')).toBeInTheDocument();
    expect(screen.getByText('12:34')).toBeInTheDocument();
    expect(screen.getByText('1:00:05')).toBeInTheDocument();
    expect(screen.getByText(/공개 예정/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '3강 가정법 시청하기' })).not.toBeInTheDocument();
    expect(screen.getByTestId('info-count')).toHaveTextContent('3개');
    expect(screen.getByTestId('info-total')).toHaveTextContent('1:15:39');
    expect(screen.getByTestId('info-instructor')).toHaveTextContent(ACADEMY.headTeacher);
    expect(screen.getByTestId('info-level')).toHaveTextContent('중등');
    expect(screen.getByRole('link', { name: '원장 소개 보기' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: /강의 목록으로/ })).toHaveAttribute('href', '/courses');
  });

  it('shows a PENDING member the waiting message instead of any play button', async () => {
    const api = mockApi(makeUser({ role: 'PENDING' }), { 'GET /api/courses/c1': { body: course } });
    renderCourse();
    await expect(screen.findByTestId('pending-player')).resolves.toHaveTextContent(MESSAGES.auth.pendingApproval);
    expect(screen.getByText('1강 문장의 5형식')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /시청하기|재생/ })).not.toBeInTheDocument();
    expect(api.requests().some((call) => call.includes('/can-view'))).toBe(false);
  });

  it('checks access, then plays the YouTube video after the play button and records one view', async () => {
    const api = mockApi(makeUser(), {
      'GET /api/courses/c1': { body: course },
      'GET /api/videos/v1/can-view': { body: { canView: true, status: 'open' } },
      'GET /api/videos/v1/url': { body: { url: 'https://www.youtube.com/watch?v=abcDEF12345' } },
      'POST /api/videos/v1/view': { body: { ok: true, message: '기록됨' } },
    });
    renderCourse();
    const play = await screen.findByRole('button', { name: '1강 문장의 5형식 재생' });
    expect(api.requests()).not.toContain('GET /api/videos/v1/url');
    await userEvent.click(play);
    const frame = await screen.findByTitle('1강 문장의 5형식');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube\.com\/embed\/abcDEF12345\?/);
    expect(api.requests()).not.toContain('POST /api/videos/v1/view');
    fireEvent.load(frame);
    fireEvent.load(frame);
    await waitFor(() => expect(api.requests().filter((call) => call === 'POST /api/videos/v1/view')).toHaveLength(1));
  });

  it('plays a NAS file through the proxy and records the view once playback starts', async () => {
    const api = mockApi(makeUser(), {
      'GET /api/courses/c1': { body: course },
      'GET /api/videos/v1/can-view': { body: { canView: true, status: 'open' } },
      'GET /api/videos/v2/can-view': { body: { canView: true, status: 'open' } },
      'GET /api/videos/v2/url': { body: { url: 'http://nas.example.com/lessons/02.webm' } },
      'POST /api/videos/v2/view': { body: { ok: true, message: '기록됨' } },
    });
    renderCourse();
    await userEvent.click(await screen.findByRole('button', { name: '2강 관계대명사 시청하기' }));
    // Its name keeps the word on the button, so a screen reader and voice control both get "선택됨".
    expect(await screen.findByRole('button', { name: '2강 관계대명사 선택됨' })).toHaveTextContent('선택됨');
    await userEvent.click(await screen.findByRole('button', { name: '2강 관계대명사 재생' }));
    const video = await screen.findByLabelText('2강 관계대명사');
    const sources = video.querySelectorAll('source');
    expect(sources[0]).toHaveAttribute(
      'src',
      `/proxy/video?u=${encodeURIComponent('http://nas.example.com/lessons/02.webm')}`,
    );
    expect(Array.from(sources, (source) => source.getAttribute('type'))).toEqual([
      'video/webm',
      'video/mp4',
      'video/ogg',
    ]);
    expect(api.requests()).not.toContain('POST /api/videos/v2/view');
    fireEvent.playing(video);
    await waitFor(() => expect(api.requests()).toContain('POST /api/videos/v2/view'));
  });

  it('tells a member without access why and never fetches the URL', async () => {
    const api = mockApi(makeUser(), {
      'GET /api/courses/c1': { body: course },
      'GET /api/videos/v1/can-view': { body: { canView: false, status: 'open', reason: 'ROLE' } },
    });
    renderCourse();
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(C.videoAccessDenied);
    expect(toast).toHaveTextContent(C.videoAccessDeniedDetail);
    expect(screen.queryByRole('button', { name: '1강 문장의 5형식 재생' })).not.toBeInTheDocument();
    expect(api.requests().some((call) => call.endsWith('/url'))).toBe(false);
  });

  it('shows the load-failure toast when the URL cannot be fetched, and offers play again', async () => {
    mockApi(makeUser(), {
      'GET /api/courses/c1': { body: course },
      'GET /api/videos/v1/can-view': { body: { canView: true, status: 'open' } },
      'GET /api/videos/v1/url': apiError(502, 'UPSTREAM_FAILED', '동영상 서버에 연결할 수 없습니다.'),
    });
    renderCourse();
    await userEvent.click(await screen.findByRole('button', { name: '1강 문장의 5형식 재생' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(C.videoLoadFailed)).toBeInTheDocument();
    expect(toast).toHaveTextContent(C.videoLoadFailedDetail);
    await expect(screen.findByRole('button', { name: '1강 문장의 5형식 재생' })).resolves.toBeInTheDocument();
  });
});
