import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseProgress, MemberQuiz, QuizAttemptResult } from '@academy/common';
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

const Q = MEMBER_MESSAGES.quiz;
const P = MEMBER_MESSAGES.progress;

const lesson = makeVideo({ id: 'v2', title: '2강 관계대명사', type: 'nas', durationSec: 600 });
const passed = makeVideo({ id: 'v1', title: '1강 문장의 5형식', durationSec: 754 });
const plain = makeVideo({ id: 'v3', title: '3강 가정법', durationSec: 300 });
const course = makeCourseDetail({ videos: [lesson, passed, plain] });

const progress: CourseProgress = {
  courseId: 'c1',
  completed: 1,
  total: 3,
  percent: 33,
  videos: [
    {
      videoId: 'v2',
      position: 125,
      duration: 600,
      furthest: 200,
      completed: false,
      quiz: { bestScore: 50, passed: false, required: true },
    },
    {
      videoId: 'v1',
      position: 754,
      duration: 754,
      furthest: 754,
      completed: true,
      quiz: { bestScore: 80, passed: true, required: false },
    },
    { videoId: 'v3', position: 0, duration: 0, furthest: 0, completed: false },
  ],
};

const quiz: MemberQuiz = {
  id: 'quiz-2',
  videoId: 'v2',
  version: 1,
  passMark: 70,
  maxAttempts: null,
  direction: 'EN_KO',
  attemptsUsed: 1,
  bestScore: 50,
  passed: false,
  questions: [{ id: 'q1', kind: 'CHOICE', prompt: '관계대명사 who는 무엇을 꾸미나요?', options: ['사람', '사물'] }],
};

const graded: QuizAttemptResult = {
  score: 100,
  passed: true,
  correct: 1,
  total: 1,
  results: [{ questionId: 'q1', correct: true, answer: '사람', explanation: null }],
};

function api(extra: RouteTable = {}) {
  return mockApi(makeUser(), {
    'GET /api/courses/c1': { body: course },
    'GET /api/courses/c1/progress': { body: progress },
    'GET /api/videos/v2/can-view': { body: { canView: true, status: 'open' } },
    'GET /api/videos/v2/url': { body: { url: 'http://nas.example.com/lessons/02.webm' } },
    'POST /api/videos/v2/view': { body: { ok: true, message: '기록됨' } },
    'GET /api/videos/v2/quiz': { body: quiz },
    'POST /api/videos/v2/quiz/attempts': { status: 201, body: graded },
    ...extra,
  });
}

const renderCourse = (route = '/courses/c1') =>
  renderWithProviders(<CourseDetailPage />, { route, path: '/courses/:id' });

const rowOf = (title: string) =>
  screen.getByText(title, { selector: '.mb-videos__title' }).closest('li') as HTMLElement;

beforeEach(() => sessionStorage.clear());

describe('CourseDetailPage: lesson quizzes', () => {
  it("shows each lesson's best quiz score beside its progress, and 퀴즈 필수 until a required quiz is passed", async () => {
    api();
    renderCourse();
    await screen.findByRole('heading', { name: P.courseProgressTitle });
    expect(within(rowOf('1강 문장의 5형식')).getByText(Q.tag(80, true))).toBeInTheDocument();
    expect(within(rowOf('1강 문장의 5형식')).queryByText(Q.required)).not.toBeInTheDocument();
    expect(within(rowOf('2강 관계대명사')).getByText(Q.tag(50, false))).toBeInTheDocument();
    expect(within(rowOf('2강 관계대명사')).getByText(Q.required)).toBeInTheDocument();
    expect(within(rowOf('3강 가정법')).queryByText(/퀴즈/)).not.toBeInTheDocument();
    expect(within(rowOf('3강 가정법')).queryByRole('button', { name: Q.listButtonLabel('3강 가정법') })).toBeNull();
  });

  it("opens the quiz in the player's place from the lesson's 퀴즈 button; 강의로 돌아가기 brings the player back", async () => {
    const server = api();
    renderCourse();
    await userEvent.click(await screen.findByRole('button', { name: Q.listButtonLabel('2강 관계대명사') }));
    const panel = await screen.findByRole('region', { name: Q.title('2강 관계대명사') });
    expect(within(panel).getByRole('radiogroup', { name: '관계대명사 who는 무엇을 꾸미나요?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: P.resume('2:05') })).not.toBeInTheDocument();
    expect(server.requests()).toContain('GET /api/videos/v2/quiz');

    await userEvent.click(within(panel).getByRole('button', { name: Q.backToLesson }));
    expect(screen.queryByRole('region', { name: Q.title('2강 관계대명사') })).not.toBeInTheDocument();
    await expect(screen.findByRole('button', { name: P.resume('2:05') })).resolves.toBeInTheDocument();
  });

  it('comes back to the open quiz, answers kept, when the page is reloaded', async () => {
    api();
    const first = renderCourse();
    await userEvent.click(await screen.findByRole('button', { name: Q.listButtonLabel('2강 관계대명사') }));
    await userEvent.click(await screen.findByRole('radio', { name: '사람' }));
    first.unmount();

    renderCourse('/courses/c1?video=v2&quiz=1');
    expect(await screen.findByRole('radio', { name: '사람' })).toBeChecked();
  });

  it('shows the new best score beside the lesson after an attempt', async () => {
    let reads = 0;
    const after: CourseProgress = {
      ...progress,
      completed: 2,
      percent: 67,
      videos: progress.videos.map((video) =>
        video.videoId === 'v2'
          ? { ...video, completed: true, quiz: { bestScore: 100, passed: true, required: true } }
          : video,
      ),
    };
    api({ 'GET /api/courses/c1/progress': () => ({ body: ++reads === 1 ? progress : after }) });
    renderCourse();
    await userEvent.click(await screen.findByRole('button', { name: Q.listButtonLabel('2강 관계대명사') }));
    await userEvent.click(await screen.findByRole('radio', { name: '사람' }));
    await userEvent.click(screen.getByRole('button', { name: Q.submit }));
    await screen.findByRole('heading', { name: Q.resultTitle });
    await waitFor(() => expect(within(rowOf('2강 관계대명사')).getByText(Q.tag(100, true))).toBeInTheDocument());
    expect(within(rowOf('2강 관계대명사')).queryByText(Q.required)).not.toBeInTheDocument();
    expect(within(rowOf('2강 관계대명사')).getByText(P.completed)).toBeInTheDocument();
  });

  it('opens the quiz by itself when a save takes the lesson past 90% watched', async () => {
    const server = api({
      'PUT /api/videos/v2/progress': {
        body: {
          videoId: 'v2',
          position: 560,
          duration: 600,
          furthest: 560,
          // A required quiz holds the completion back until it is passed.
          completed: false,
          updatedAt: '2026-03-01T00:00:00.000Z',
        },
      },
    });
    renderCourse();
    await userEvent.click(await screen.findByRole('button', { name: P.resume('2:05') }));
    const video = await screen.findByLabelText('2강 관계대명사', { selector: 'video' });
    Object.defineProperty(video, 'duration', { configurable: true, get: () => 600 });
    fireEvent.playing(video);
    (video as HTMLVideoElement).currentTime = 560;
    fireEvent.pause(video);
    await waitFor(() => expect(server.requests()).toContain('PUT /api/videos/v2/progress'));
    await expect(screen.findByRole('region', { name: Q.title('2강 관계대명사') })).resolves.toBeInTheDocument();
    expect(screen.queryByLabelText('2강 관계대명사', { selector: 'video' })).not.toBeInTheDocument();
  });
});
