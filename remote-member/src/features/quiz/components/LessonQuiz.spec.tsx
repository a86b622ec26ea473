import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberQuiz, QuizAttemptResult } from '@academy/common';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { QUIZ_MESSAGES } from '@academy/common/quiz';
import { apiError, makeUser, mockApi, renderWithProviders, type RouteTable } from '@academy/context/testing';
import { PHONE_QUERY } from '../../../lib/phone-query';
import { useLessonQuiz } from '../api/use-lesson-quiz';
import { LessonQuiz } from './LessonQuiz';

const Q = MEMBER_MESSAGES.quiz;

const CHOICE_PROMPT = '빈칸에 알맞은 것은? She ___ to school every day.';
const SHORT_PROMPT = '"나는 학생이다"를 영어로 쓰시오.';

const quiz: MemberQuiz = {
  id: 'quiz-1',
  videoId: 'v1',
  version: 2,
  passMark: 70,
  maxAttempts: 3,
  direction: 'EN_KO',
  attemptsUsed: 1,
  bestScore: 33,
  passed: false,
  questions: [
    { id: 'q1', kind: 'CHOICE', prompt: CHOICE_PROMPT, options: ['go', 'goes', 'going', 'gone'] },
    { id: 'q2', kind: 'SHORT', prompt: SHORT_PROMPT },
    { id: 'q3', kind: 'VOCAB', prompt: 'improve' },
  ],
};

const graded: QuizAttemptResult = {
  score: 67,
  passed: false,
  correct: 2,
  total: 3,
  results: [
    { questionId: 'q1', correct: true, answer: 'goes', explanation: '주어가 3인칭 단수이므로 goes' },
    { questionId: 'q2', correct: true, answer: 'I am a student.', explanation: null },
    { questionId: 'q3', correct: false, answer: '향상시키다, 개선하다' },
  ],
};

function Harness() {
  const query = useLessonQuiz('v1');
  return <LessonQuiz query={query} lessonTitle="1강 문장의 5형식" onBack={() => undefined} />;
}

function api(routes: RouteTable = {}) {
  return mockApi(makeUser(), {
    'GET /api/videos/v1/quiz': { body: quiz },
    'POST /api/videos/v1/quiz/attempts': { status: 201, body: graded },
    ...routes,
  });
}

const renderQuiz = () => renderWithProviders(<Harness />, { route: '/courses/c1' });

async function answerAll() {
  await userEvent.click(await screen.findByRole('radio', { name: 'goes' }));
  await userEvent.type(screen.getByRole('textbox', { name: SHORT_PROMPT }), 'I am a student.');
  await userEvent.type(screen.getByRole('textbox', { name: 'improve' }), '개선하다');
}

/** The window as a phone's: narrower than 768 px. */
function asPhone() {
  const wide = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...wide(query), matches: query === PHONE_QUERY });
  return () => {
    window.matchMedia = wide;
  };
}

beforeEach(() => sessionStorage.clear());

describe('LessonQuiz', () => {
  it('shows every question on a laptop, each labelled, with no answer or result before 제출', async () => {
    const server = api();
    renderQuiz();
    const group = await screen.findByRole('radiogroup', { name: CHOICE_PROMPT });
    const options = within(group).getAllByRole('radio');
    expect(options).toHaveLength(4);
    for (const option of options) expect(option).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'goes' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: SHORT_PROMPT })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'improve' })).toHaveAccessibleDescription(Q.writeMeaning);
    expect(
      screen.getByText(`${Q.passMark(70)} · ${Q.questionCount(3)} · ${Q.attemptsLeft(2)} · ${Q.bestScore(33)}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: Q.resultTitle })).not.toBeInTheDocument();
    expect(screen.queryByText(Q.correctAnswer)).not.toBeInTheDocument();
    expect(screen.queryByText(/향상시키다|3인칭/)).not.toBeInTheDocument();
    expect(server.requests().some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('sends the answers given, in order, and shows the score, the verdict and every correction', async () => {
    const server = api();
    renderQuiz();
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: Q.submit }));

    await screen.findByRole('heading', { name: Q.resultTitle });
    expect(server.callsTo('POST', '/api/videos/v1/quiz/attempts')[0].body).toEqual({
      answers: [
        { questionId: 'q1', choice: 1 },
        { questionId: 'q2', text: 'I am a student.' },
        { questionId: 'q3', text: '개선하다' },
      ],
    });
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('67점');
    expect(screen.getByText(Q.failed)).toBeInTheDocument();
    const third = screen.getByRole('heading', { name: `${Q.questionTitle(3)} ${Q.wrong}` }).closest('li')!;
    expect(third).toHaveTextContent(`${Q.yourAnswer}개선하다`);
    expect(third).toHaveTextContent(`${Q.correctAnswer}향상시키다, 개선하다`);
    const first = screen.getByRole('heading', { name: `${Q.questionTitle(1)} ${Q.right}` }).closest('li')!;
    expect(first).toHaveTextContent(`${Q.explanation}주어가 3인칭 단수이므로 goes`);
    expect(screen.getByText(`${Q.correctCount(2, 3)} · ${Q.attemptsLeft(1)}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: Q.retry })).toBeInTheDocument();
  });

  it('leaves a blank question out of the attempt and says it will be graded wrong', async () => {
    const server = api();
    renderQuiz();
    await userEvent.type(await screen.findByRole('textbox', { name: 'improve' }), '  개선하다 ');
    expect(screen.getByText(Q.unanswered(2))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: Q.submit }));
    await screen.findByRole('heading', { name: Q.resultTitle });
    expect(server.callsTo('POST', '/api/videos/v1/quiz/attempts')[0].body).toEqual({
      answers: [{ questionId: 'q3', text: '개선하다' }],
    });
  });

  it('keeps the answers in progress across a reload, and forgets them once submitted', async () => {
    api();
    const first = renderQuiz();
    await answerAll();
    first.unmount();

    const second = renderQuiz();
    expect(await screen.findByRole('radio', { name: 'goes' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: SHORT_PROMPT })).toHaveValue('I am a student.');
    expect(screen.getByRole('textbox', { name: 'improve' })).toHaveValue('개선하다');
    await userEvent.click(screen.getByRole('button', { name: Q.submit }));
    await screen.findByRole('heading', { name: Q.resultTitle });
    second.unmount();

    renderQuiz();
    expect(await screen.findByRole('textbox', { name: 'improve' })).toHaveValue('');
  });

  it('does not pin kept answers on a quiz edited since (another version)', async () => {
    api();
    const first = renderQuiz();
    await userEvent.type(await screen.findByRole('textbox', { name: 'improve' }), '개선하다');
    first.unmount();
    api({ 'GET /api/videos/v1/quiz': { body: { ...quiz, version: 3 } } });
    renderQuiz();
    expect(await screen.findByRole('textbox', { name: 'improve' })).toHaveValue('');
  });

  it('asks one question per screen on a phone, with 이전, 다음 and n / N; the last one submits', async () => {
    const restore = asPhone();
    try {
      const server = api();
      renderQuiz();
      expect(await screen.findByText(Q.step(1, 3))).toBeInTheDocument();
      expect(screen.getByRole('radiogroup', { name: CHOICE_PROMPT })).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: Q.previous })).toBeDisabled();
      expect(screen.queryByRole('button', { name: Q.submit })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('radio', { name: 'goes' }));
      await userEvent.click(screen.getByRole('button', { name: Q.next }));
      expect(screen.getByText(Q.step(2, 3))).toBeInTheDocument();
      expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
      // Enter in a typed answer moves on rather than sending the quiz half done.
      await userEvent.type(screen.getByRole('textbox', { name: SHORT_PROMPT }), 'I am a student.{Enter}');
      expect(screen.getByText(Q.step(3, 3))).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: Q.previous }));
      expect(screen.getByRole('textbox', { name: SHORT_PROMPT })).toHaveValue('I am a student.');
      await userEvent.click(screen.getByRole('button', { name: Q.next }));
      await userEvent.type(screen.getByRole('textbox', { name: 'improve' }), '개선하다');
      expect(server.requests().some((call) => call.startsWith('POST'))).toBe(false);

      await userEvent.click(screen.getByRole('button', { name: Q.submit }));
      await screen.findByRole('heading', { name: Q.resultTitle });
      expect(server.callsTo('POST', '/api/videos/v1/quiz/attempts')[0].body?.answers).toHaveLength(3);
    } finally {
      restore();
    }
  });

  it('offers no 다시 풀기 after the last attempt, only the way back to the lesson', async () => {
    api({ 'GET /api/videos/v1/quiz': { body: { ...quiz, attemptsUsed: 1, maxAttempts: 2 } } });
    renderQuiz();
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: Q.submit }));
    await screen.findByRole('heading', { name: Q.resultTitle });
    expect(screen.getByText(`${Q.correctCount(2, 3)} · ${Q.attemptsLeft(0)}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: Q.retry })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: Q.backToLesson })).toBeInTheDocument();
  });

  it('starts 다시 풀기 blank when attempts are unlimited', async () => {
    api({ 'GET /api/videos/v1/quiz': { body: { ...quiz, maxAttempts: null } } });
    renderQuiz();
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: Q.submit }));
    await userEvent.click(await screen.findByRole('button', { name: Q.retry }));
    expect(screen.getByRole('radio', { name: 'goes' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'improve' })).toHaveValue('');
  });

  it("shows the server's Korean message when no attempt is left (409)", async () => {
    api({
      'POST /api/videos/v1/quiz/attempts': apiError(409, 'ATTEMPTS_EXHAUSTED', QUIZ_MESSAGES.attemptsExhausted),
    });
    renderQuiz();
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: Q.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUIZ_MESSAGES.attemptsExhausted);
    expect(screen.queryByRole('button', { name: Q.submit })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: Q.backToLesson })).toBeInTheDocument();
  });

  it('keeps the answers and shows the reason when the server refuses them (400)', async () => {
    api({
      'POST /api/videos/v1/quiz/attempts': apiError(400, 'VALIDATION_FAILED', QUIZ_MESSAGES.textAnswerMax),
    });
    renderQuiz();
    await answerAll();
    await userEvent.click(screen.getByRole('button', { name: Q.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUIZ_MESSAGES.textAnswerMax);
    expect(screen.getByRole('textbox', { name: 'improve' })).toHaveValue('개선하다');
  });

  it('asks for the English word when a word question shows its meanings (한→영)', async () => {
    api({
      'GET /api/videos/v1/quiz': {
        body: { ...quiz, direction: 'KO_EN', questions: [{ id: 'q3', kind: 'VOCAB', prompt: '향상시키다, 개선하다' }] },
      },
    });
    renderQuiz();
    expect(await screen.findByRole('textbox', { name: '향상시키다, 개선하다' })).toHaveAccessibleDescription(
      Q.writeWord,
    );
  });

  it('says so when the lesson has no quiz (404)', async () => {
    api({ 'GET /api/videos/v1/quiz': apiError(404, 'NOT_FOUND', QUIZ_MESSAGES.noQuiz) });
    renderQuiz();
    await expect(screen.findByText(QUIZ_MESSAGES.noQuiz)).resolves.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
