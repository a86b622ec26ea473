import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberQuiz } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { makePlayableVideo, makeUser, mockApi, renderWithProviders, type RouteTable } from '@academy/context/testing';
import VideosPage from './VideosPage';

const Q = MEMBER_MESSAGES.quiz;
const P = MEMBER_MESSAGES.progress;

const nas = makePlayableVideo({
  id: 'p2',
  title: '고등 독해 특강',
  type: 'nas',
  url: 'http://nas.example.com/reading.mp4',
});

const quiz: MemberQuiz = {
  id: 'quiz-p2',
  videoId: 'p2',
  version: 1,
  passMark: 70,
  maxAttempts: null,
  direction: 'EN_KO',
  attemptsUsed: 0,
  bestScore: null,
  passed: false,
  questions: [{ id: 'q1', kind: 'VOCAB', prompt: 'infer' }],
};

function api(routes: RouteTable = {}) {
  return mockApi(makeUser(), {
    'GET /api/videos': { body: [nas] },
    'GET /api/videos/p2/can-view': { body: { canView: true, status: 'open' } },
    'GET /api/videos/p2/url': { body: { url: nas.url } },
    'GET /api/videos/p2/progress': {
      body: { videoId: 'p2', position: 300, duration: 600, furthest: 300, completed: false, updatedAt: null },
    },
    'GET /api/videos/p2/quiz': { body: quiz },
    ...routes,
  });
}

async function openLesson() {
  renderWithProviders(<VideosPage />, { route: '/videos' });
  await userEvent.click(await screen.findByRole('button', { name: '고등 독해 특강 재생' }));
  return screen.getByRole('dialog', { name: '고등 독해 특강' });
}

describe('VideosPage: lesson quizzes', () => {
  it("offers 퀴즈 풀기 beside a lesson with a quiz and shows it in the player's place", async () => {
    api();
    const dialog = await openLesson();
    await userEvent.click(await within(dialog).findByRole('button', { name: Q.open }));
    const panel = within(dialog).getByRole('region', { name: Q.title('고등 독해 특강') });
    expect(within(panel).getByRole('textbox', { name: 'infer' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: Q.backToLesson }));
    await expect(within(dialog).findByRole('button', { name: P.resume('5:00') })).resolves.toBeInTheDocument();
  });

  it('offers no quiz for a lesson without one (404)', async () => {
    const server = api({ 'GET /api/videos/p2/quiz': { status: 404 } });
    const dialog = await openLesson();
    await within(dialog).findByRole('button', { name: P.resume('5:00') });
    await waitFor(() => expect(server.requests()).toContain('GET /api/videos/p2/quiz'));
    expect(within(dialog).queryByRole('button', { name: Q.open })).not.toBeInTheDocument();
  });

  it('opens the quiz by itself when a save takes the lesson past 90% watched', async () => {
    api({
      'PUT /api/videos/p2/progress': {
        body: { videoId: 'p2', position: 560, duration: 600, furthest: 560, completed: true, updatedAt: null },
      },
    });
    const dialog = await openLesson();
    await userEvent.click(await within(dialog).findByRole('button', { name: P.resume('5:00') }));
    const video = await within(dialog).findByLabelText('고등 독해 특강', { selector: 'video' });
    Object.defineProperty(video, 'duration', { configurable: true, get: () => 600 });
    fireEvent.playing(video);
    (video as HTMLVideoElement).currentTime = 560;
    fireEvent.pause(video);
    await expect(within(dialog).findByRole('region', { name: Q.title('고등 독해 특강') })).resolves.toBeInTheDocument();
  });
});
