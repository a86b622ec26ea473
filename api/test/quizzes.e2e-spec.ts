import type { Test } from 'supertest';
import { DataSource, In } from 'typeorm';
import { MESSAGES, PROGRESS } from '@academy/common';
import { seoulDay } from '@academy/common/korean-days';
import {
  QUIZ_MESSAGES,
  type AdminQuiz,
  type QuizInput,
  type QuizMemberRow,
  type QuizQuestionInput,
} from '@academy/common/quiz';
import { AuditRecord } from '../src/audit/audit-record.entity';
import { User } from '../src/members/user.entity';
import { VideoProgress } from '../src/progress/video-progress.entity';
import { QuizAttempt } from '../src/quizzes/quiz-attempt.entity';
import { QuizFollowUp } from '../src/quizzes/quiz-follow-up.entity';
import { QuizResult } from '../src/quizzes/quiz-result.entity';
import { ReviewItemRow } from '../src/quizzes/review-item.entity';
import type { Video } from '../src/videos/video.entity';
import { agentsForAll, signedInMember, type Agent, type Caller } from './support/accounts';
import { makeCourse, makeVideo } from './support/content-fixtures';
import { UNKNOWN_ID } from './support/content-suite';
import { freezeClockAt } from './support/clock';
import { createTestApp, type TestApp } from './support/test-app';

const M = QUIZ_MESSAGES;

const CHOICE: QuizQuestionInput = {
  kind: 'CHOICE',
  prompt: 'She ___ to school every day.',
  options: ['go', 'goes', 'going'],
  answer: 1,
  explanation: '주어가 3인칭 단수',
};
const SHORT: QuizQuestionInput = {
  kind: 'SHORT',
  prompt: '"나는 학생이다"를 영어로',
  answers: ['I am a student.'],
  ignorePunctuation: true,
  explanation: 'be동사 am',
};
const VOCAB: QuizQuestionInput = { kind: 'VOCAB', word: 'improve', meanings: ['향상시키다', '개선하다'] };

const quizBody = (overrides: Partial<QuizInput> = {}): QuizInput => ({
  passMark: 70,
  maxAttempts: null,
  requiredForCompletion: false,
  published: true,
  questions: [CHOICE, SHORT, VOCAB],
  ...overrides,
});

/** Every text only staff may read: none may reach a member before their attempt's own answer. */
const SECRETS = ['I am a student', '향상시키다', '개선하다', '주어가 3인칭', 'be동사'];

/** The raw bytes of an answer (the CSV's BOM included). */
const binary = ((res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}) as unknown as Parameters<Test['parse']>[0];

describe('quizzes (e2e)', () => {
  let t: TestApp;
  let agents: Record<Caller, Agent>;
  let courseId: string;

  beforeAll(async () => {
    t = await createTestApp();
    agents = await agentsForAll(t);
    courseId = (await makeCourse(t, { title: '중등 문법' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.get(DataSource);
  const lesson = (fields: Partial<Video> = {}) => makeVideo(t, courseId, 'open', fields);
  const putQuiz = (videoId: string, body: unknown, agent: Agent = agents.ADMIN) =>
    agent.put(`/api/admin/videos/${videoId}/quiz`).send(body as object);
  /** A lesson with a published quiz of the three kinds; its stored quiz. */
  const lessonWithQuiz = async (overrides: Partial<QuizInput> = {}, fields: Partial<Video> = {}) => {
    const video = await lesson(fields);
    const response = await putQuiz(video.id, quizBody(overrides)).expect(200);
    return { video, quiz: response.body as AdminQuiz };
  };
  const attempt = (agent: Agent, videoId: string, answers: unknown) =>
    agent.post(`/api/videos/${videoId}/quiz/attempts`).send({ answers } as object);
  /** Answers to the three questions: the right ones unless told otherwise. */
  const answersTo = (
    quiz: AdminQuiz,
    {
      choice = 1,
      short = 'I am a student.',
      vocab = '향상시키다',
    }: { choice?: number; short?: string; vocab?: string } = {},
  ) => [
    { questionId: quiz.questions[0]!.id, choice },
    { questionId: quiz.questions[1]!.id, text: short },
    { questionId: quiz.questions[2]!.id, text: vocab },
  ];

  describe('who may call', () => {
    it('member routes: a visitor gets 401, a pending member 403, a member outside the lesson window 403', async () => {
      const { video } = await lessonWithQuiz();
      const upcoming = await makeVideo(t, courseId, 'upcoming');
      await putQuiz(upcoming.id, quizBody()).expect(200);
      await agents.visitor.get(`/api/videos/${video.id}/quiz`).expect(401);
      await agents.PENDING.get(`/api/videos/${video.id}/quiz`).expect(403);
      await attempt(agents.visitor, video.id, []).expect(401);
      await attempt(agents.PENDING, video.id, []).expect(403);
      await agents.visitor.get('/api/me/review').expect(401);
      await agents.PENDING.get('/api/me/review').expect(403);
      const outside = await agents.VERIFIED.get(`/api/videos/${upcoming.id}/quiz`).expect(403);
      expect(outside.body.code).toBe('VIDEO_NOT_AVAILABLE');
      await attempt(agents.VERIFIED, upcoming.id, []).expect(403);
    });

    it('staff routes: the ADMIN writes; a console reads only; members and visitors are refused', async () => {
      const video = await lesson();
      await putQuiz(video.id, quizBody(), agents.visitor).expect(401);
      await putQuiz(video.id, quizBody(), agents.VERIFIED).expect(403);
      await putQuiz(video.id, quizBody(), agents.console).expect(403);
      await agents.console.get(`/api/admin/videos/${video.id}/quiz`).expect(404);
      await putQuiz(video.id, quizBody()).expect(200);
      await agents.console.get(`/api/admin/videos/${video.id}/quiz`).expect(200);
      await agents.console.delete(`/api/admin/videos/${video.id}/quiz`).expect(403);
      await agents.VERIFIED.get(`/api/admin/videos/${video.id}/quiz`).expect(403);
      await agents.VERIFIED.get('/api/admin/analytics/quizzes').expect(403);
      await agents.visitor.get('/api/admin/quiz-results.csv').expect(401);
    });
  });

  describe('authoring', () => {
    it.each<[string, unknown, string, string]>([
      ['no question', { questions: [] }, 'questions', M.questions],
      [
        'a choice with one option',
        { questions: [{ ...CHOICE, options: ['go'], answer: 0 }] },
        'questions.0.options',
        M.options,
      ],
      [
        'a choice whose answer is no option',
        { questions: [{ ...CHOICE, answer: 3 }] },
        'questions.0.answer',
        M.choiceAnswer,
      ],
      [
        'the same option twice',
        { questions: [{ ...CHOICE, options: ['go', ' GO '] }] },
        'questions.0.options',
        M.optionRepeated,
      ],
      [
        'a short answer without answers',
        { questions: [CHOICE, { ...SHORT, answers: [] }] },
        'questions.1.answers',
        M.answers,
      ],
      [
        'a word without meanings',
        { questions: [VOCAB, { ...VOCAB, meanings: ['뜻', ' '] }] },
        'questions.1.meanings.1',
        M.meaning,
      ],
      ['an unknown kind', { questions: [{ kind: 'ESSAY', prompt: '?' }] }, 'questions.0.kind', M.kind],
      ['a pass mark of 101', { passMark: 101, questions: [CHOICE] }, 'passMark', M.passMark],
      ['zero attempts', { maxAttempts: 0, questions: [CHOICE] }, 'maxAttempts', M.maxAttempts],
      ['an unknown direction', { direction: 'EN_JA', questions: [VOCAB] }, 'direction', M.direction],
      ['51 questions', { questions: Array(51).fill(VOCAB) }, 'questions', M.questions],
      [
        'a NUL in a prompt',
        { questions: [{ ...CHOICE, prompt: '문제\u0000' }] },
        'questions.0.prompt',
        MESSAGES.validation.forbiddenCharacters,
      ],
      [
        'an invisible word',
        { questions: [{ ...VOCAB, word: '\u200b' }] },
        'questions.0.word',
        MESSAGES.validation.invisibleOnly,
      ],
    ])('refuses %s with 400 on that field, storing nothing', async (_case, body, field, message) => {
      const video = await lesson();
      const response = await putQuiz(video.id, body).expect(400);
      expect(response.body.errors).toContainEqual({ field, message });
      await agents.ADMIN.get(`/api/admin/videos/${video.id}/quiz`).expect(404);
    });

    it('answers 404 for an unknown video', async () => {
      await putQuiz(UNKNOWN_ID, quizBody()).expect(404);
      await agents.ADMIN.get(`/api/admin/videos/${UNKNOWN_ID}/quiz`).expect(404);
    });

    it('stores the questions with ids, keeps them through an edit, and versions only a change of questions; each change audited', async () => {
      const video = await lesson({ title: '3강 현재시제' });
      const first = (await putQuiz(video.id, quizBody({ published: false })).expect(200)).body as AdminQuiz;
      expect(first).toMatchObject({
        version: 1,
        passMark: 70,
        maxAttempts: null,
        published: false,
        direction: 'EN_KO',
      });
      expect(first.questions.map((question) => question.kind)).toEqual(['CHOICE', 'SHORT', 'VOCAB']);
      expect(new Set(first.questions.map((question) => question.id)).size).toBe(3);

      const settingsOnly = (
        await putQuiz(video.id, { ...quizBody({ passMark: 80 }), questions: first.questions }).expect(200)
      ).body as AdminQuiz;
      expect(settingsOnly).toMatchObject({ version: 1, passMark: 80, published: true });
      expect(settingsOnly.questions.map((question) => question.id)).toEqual(
        first.questions.map((question) => question.id),
      );

      const edited = [{ ...first.questions[2]!, meanings: ['향상시키다'] }, first.questions[0]!];
      const second = (await putQuiz(video.id, { ...quizBody(), questions: edited }).expect(200)).body as AdminQuiz;
      expect(second.version).toBe(2);
      expect(second.questions.map((question) => question.id)).toEqual([first.questions[2]!.id, first.questions[0]!.id]);

      const rows = await db()
        .getRepository(AuditRecord)
        .find({ where: { targetType: 'QUIZ', targetId: first.id }, order: { at: 'ASC' } });
      expect(rows.map((row) => [row.action, row.summary])).toEqual([
        ['QUIZ_CREATE', "퀴즈 '3강 현재시제' 추가"],
        ['QUIZ_UPDATE', "퀴즈 '3강 현재시제' 수정: 합격 점수, 공개 여부"],
        ['QUIZ_UPDATE', "퀴즈 '3강 현재시제' 수정: 합격 점수, 문제"],
      ]);
      await agents.ADMIN.delete(`/api/admin/videos/${video.id}/quiz`).expect(200);
      await agents.ADMIN.get(`/api/admin/videos/${video.id}/quiz`).expect(404);
      expect(await db().getRepository(AuditRecord).countBy({ action: 'QUIZ_DELETE', targetId: first.id })).toBe(1);
    });
  });

  describe("a course's lessons at once", () => {
    it('turns "pass to complete" on for every quiz of a course, each change audited; ADMIN only', async () => {
      const course = await makeCourse(t, { title: '필수 퀴즈 강의' });
      const videos = [await makeVideo(t, course.id, 'open'), await makeVideo(t, course.id, 'open')];
      const quizzes = [];
      for (const video of videos) quizzes.push((await putQuiz(video.id, quizBody()).expect(200)).body as AdminQuiz);
      const path = `/api/admin/courses/${course.id}/quiz-requirement`;
      await agents.console.put(path).send({ requiredForCompletion: true }).expect(403);
      await agents.VERIFIED.put(path).send({ requiredForCompletion: true }).expect(403);
      const missing = await agents.ADMIN.put(path).send({}).expect(400);
      expect(missing.body.errors).toEqual([{ field: 'requiredForCompletion', message: MESSAGES.validation.boolean }]);
      await agents.ADMIN.put(`/api/admin/courses/${UNKNOWN_ID}/quiz-requirement`)
        .send({ requiredForCompletion: true })
        .expect(404);

      const on = await agents.ADMIN.put(path).send({ requiredForCompletion: true }).expect(200);
      expect(on.body).toMatchObject({ ok: true, changed: 2, message: M.courseRequirement(true, 2) });
      for (const video of videos) {
        const read = await agents.ADMIN.get(`/api/admin/videos/${video.id}/quiz`).expect(200);
        expect(read.body.requiredForCompletion).toBe(true);
      }
      const again = await agents.ADMIN.put(path).send({ requiredForCompletion: true }).expect(200);
      expect(again.body.changed).toBe(0);
      const rows = await db()
        .getRepository(AuditRecord)
        .findBy({ action: 'QUIZ_UPDATE', targetId: In(quizzes.map((quiz) => quiz.id)) });
      expect(rows.map((row) => row.summary).sort()).toEqual(
        videos.map((video) => `퀴즈 '${video.title}' 수정: 완료 조건`).sort(),
      );
    });
  });

  describe('taking a quiz', () => {
    it('a draft is not shown to members (404); a published one is, without any answer, before and after an attempt', async () => {
      const { video, quiz } = await lessonWithQuiz({ published: false });
      const member = await signedInMember(t, 'VERIFIED');
      const draft = await member.agent.get(`/api/videos/${video.id}/quiz`).expect(404);
      expect(draft.body.message).toBe(M.noQuiz);
      await putQuiz(video.id, { ...quizBody(), questions: quiz.questions }).expect(200);

      const before = await member.agent.get(`/api/videos/${video.id}/quiz`).expect(200);
      expect(before.body).toMatchObject({ attemptsUsed: 0, bestScore: null, passed: false, passMark: 70 });
      expect(before.body.questions).toEqual([
        { id: quiz.questions[0]!.id, kind: 'CHOICE', prompt: CHOICE.prompt, options: ['go', 'goes', 'going'] },
        { id: quiz.questions[1]!.id, kind: 'SHORT', prompt: SHORT.prompt },
        { id: quiz.questions[2]!.id, kind: 'VOCAB', prompt: 'improve' },
      ]);
      const wrong = await attempt(member.agent, video.id, answersTo(quiz, { vocab: '개선' })).expect(201);
      expect(wrong.body.results[2]).toEqual({
        questionId: quiz.questions[2]!.id,
        correct: false,
        answer: '향상시키다, 개선하다',
      });
      expect(wrong.body.results[0].explanation).toBe('주어가 3인칭 단수');

      const after = await member.agent.get(`/api/videos/${video.id}/quiz`).expect(200);
      expect(after.body).toMatchObject({ attemptsUsed: 1, bestScore: 67, passed: false });
      const text = JSON.stringify(after.body);
      for (const secret of SECRETS) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/"(answer|answers|meanings|explanation)"/);
    });

    it.each<[string, Partial<QuizInput>, { choice?: number; short?: string; vocab?: string }, boolean[]]>([
      ['the right option and texts', {}, {}, [true, true, true]],
      [
        'case, spaces and punctuation folded',
        {},
        { short: '  i AM a   STUDENT ', vocab: '  향상 시키다 ' },
        [true, true, true],
      ],
      ['any listed meaning', {}, { vocab: '개선하다' }, [true, true, true]],
      ['a wrong option and a wrong meaning', {}, { choice: 0, vocab: '개선' }, [false, true, false]],
      ['한→영: the English word, in any case', { direction: 'KO_EN' }, { vocab: ' IMPROVE ' }, [true, true, true]],
      ['한→영: a meaning is not the word', { direction: 'KO_EN' }, { vocab: '향상시키다' }, [true, true, false]],
    ])('grades %s', async (_case, overrides, given, expected) => {
      const { video, quiz } = await lessonWithQuiz(overrides);
      const member = await signedInMember(t, 'VERIFIED');
      const response = await attempt(member.agent, video.id, answersTo(quiz, given)).expect(201);
      const correct = expected.filter(Boolean).length;
      expect(response.body).toMatchObject({
        correct,
        total: 3,
        score: Math.round((correct / 3) * 100),
        passed: correct === 3,
      });
      expect(response.body.results.map((entry: { correct: boolean }) => entry.correct)).toEqual(expected);
    });

    it('a question left unanswered is wrong', async () => {
      const { video, quiz } = await lessonWithQuiz();
      const member = await signedInMember(t, 'VERIFIED');
      const response = await attempt(member.agent, video.id, answersTo(quiz).slice(0, 1)).expect(201);
      expect(response.body).toMatchObject({ correct: 1, total: 3, score: 33, passed: false });
    });

    it.each<[string, (quiz: AdminQuiz) => unknown, string]>([
      ['an unknown question', () => [{ questionId: UNKNOWN_ID, choice: 0 }], M.unknownQuestion],
      ['the same question twice', (quiz) => [answersTo(quiz)[0], answersTo(quiz)[0]], M.repeatedQuestion],
      ['a choice given as text', (quiz) => [{ questionId: quiz.questions[0]!.id, choice: '1' }], M.attemptAnswers],
      ['a text given as a number', (quiz) => [{ questionId: quiz.questions[1]!.id, text: 5 }], M.attemptAnswers],
      ['an oversized text', (quiz) => [{ questionId: quiz.questions[1]!.id, text: 'a'.repeat(201) }], M.textAnswerMax],
      [
        'more answers than questions',
        (quiz) => Array(51).fill({ questionId: quiz.questions[0]!.id }),
        M.attemptAnswers,
      ],
      ['answers that are not a list', () => 'all', M.attemptAnswers],
    ])('refuses %s with a Korean 400, counting no attempt', async (_case, answers, message) => {
      const { video, quiz } = await lessonWithQuiz();
      const member = await signedInMember(t, 'VERIFIED');
      const response = await attempt(member.agent, video.id, answers(quiz)).expect(400);
      expect(response.body.message).toBe(message);
      expect(await db().getRepository(QuizAttempt).countBy({ userId: member.id })).toBe(0);
    });

    it('10,000 answers are refused before they are read: 413 with the Korean message', async () => {
      const { video, quiz } = await lessonWithQuiz();
      const member = await signedInMember(t, 'VERIFIED');
      const response = await attempt(member.agent, video.id, Array(10_000).fill(answersTo(quiz)[0])).expect(413);
      expect(response.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.errors.payloadTooLarge });
      expect(await db().getRepository(QuizAttempt).countBy({ userId: member.id })).toBe(0);
    });

    it('20 parallel attempts against a limit of 3: three are counted (numbers 1–3), 17 get 409', async () => {
      const { video, quiz } = await lessonWithQuiz({ maxAttempts: 3 });
      const member = await signedInMember(t, 'VERIFIED');
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => attempt(member.agent, video.id, answersTo(quiz, { choice: 0 }))),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([...Array(3).fill(201), ...Array(17).fill(409)]);
      const refused = responses.find((response) => response.status === 409)!;
      expect(refused.body).toMatchObject({ code: 'ATTEMPTS_EXHAUSTED', message: M.attemptsExhausted });
      const rows = await db().getRepository(QuizAttempt).findBy({ userId: member.id });
      expect(rows.map((row) => row.attemptNo).sort()).toEqual([1, 2, 3]);
      const read = await member.agent.get(`/api/videos/${video.id}/quiz`).expect(200);
      expect(read.body.attemptsUsed).toBe(3);
      const figures = await agents.ADMIN.get('/api/admin/analytics/quizzes').expect(200);
      expect(figures.body.find((row: { videoId: string }) => row.videoId === video.id)).toMatchObject({ attempts: 3 });
    });

    it('20 parallel attempts without a limit are each counted once', async () => {
      const { video, quiz } = await lessonWithQuiz();
      const member = await signedInMember(t, 'VERIFIED');
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => attempt(member.agent, video.id, answersTo(quiz))),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
      const rows = await db().getRepository(QuizAttempt).findBy({ userId: member.id });
      expect(rows.map((row) => row.attemptNo).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    });
  });

  describe('a quiz required for completion', () => {
    const progressRows = () => db().getRepository(VideoProgress);
    /** As if the member had been watching for 9.5 more minutes, in one stretch. */
    const watchLonger = async (userId: string, videoId: string) => {
      const row = await progressRows().findOneByOrFail({ userId, videoId });
      const ms = PROGRESS.stretchGapMs - 30_000;
      await progressRows().update(
        { id: row.id },
        {
          updatedAt: new Date(row.updatedAt.getTime() - ms),
          stretchStartedAt: new Date((row.stretchStartedAt ?? row.updatedAt).getTime() - ms),
        },
      );
    };
    const watchToEnd = async (agent: Agent, userId: string, videoId: string) => {
      await agent.put(`/api/videos/${videoId}/progress`).send({ position: 0, duration: 600 }).expect(200);
      await watchLonger(userId, videoId);
      return agent.put(`/api/videos/${videoId}/progress`).send({ position: 590, duration: 600 }).expect(200);
    };

    it('holds the lesson back until a passing attempt, which then completes it; the course page shows the best score', async () => {
      const { video, quiz } = await lessonWithQuiz({ requiredForCompletion: true });
      const member = await signedInMember(t, 'VERIFIED');
      const watched = await watchToEnd(member.agent, member.id, video.id);
      expect(watched.body).toMatchObject({ furthest: 590, completed: false });

      await attempt(member.agent, video.id, answersTo(quiz, { choice: 0, vocab: '?' })).expect(201);
      await member.agent
        .get(`/api/videos/${video.id}/progress`)
        .expect(200)
        .expect(({ body }) => {
          expect(body.completed).toBe(false);
        });
      const passing = await attempt(member.agent, video.id, answersTo(quiz)).expect(201);
      expect(passing.body.passed).toBe(true);
      const after = await member.agent.get(`/api/videos/${video.id}/progress`).expect(200);
      expect(after.body.completed).toBe(true);

      const course = await member.agent.get(`/api/courses/${courseId}/progress`).expect(200);
      const entry = course.body.videos.find((item: { videoId: string }) => item.videoId === video.id);
      expect(entry).toMatchObject({ completed: true, quiz: { bestScore: 100, passed: true, required: true } });
      const summary = await member.agent.get('/api/me/progress/summary').expect(200);
      expect(summary.body.quizzesPassed).toBe(1);
    });

    it('a lesson watched but not yet tried shows its quiz without a score', async () => {
      const { video } = await lessonWithQuiz({ requiredForCompletion: true });
      const member = await signedInMember(t, 'VERIFIED');
      await member.agent.put(`/api/videos/${video.id}/progress`).send({ position: 5, duration: 600 }).expect(200);
      const course = await member.agent.get(`/api/courses/${courseId}/progress`).expect(200);
      const entry = course.body.videos.find((item: { videoId: string }) => item.videoId === video.id);
      expect(entry.quiz).toEqual({ bestScore: null, passed: false, required: true });
      const read = await member.agent.get(`/api/videos/${video.id}/quiz`).expect(200);
      expect(read.body).toMatchObject({ attemptsUsed: 0, bestScore: null });
    });

    it('a quiz not required leaves completion to watching alone', async () => {
      const { video } = await lessonWithQuiz();
      const member = await signedInMember(t, 'VERIFIED');
      const watched = await watchToEnd(member.agent, member.id, video.id);
      expect(watched.body.completed).toBe(true);
    });

    it('passing before watching does not complete the lesson; watching afterwards does', async () => {
      const { video, quiz } = await lessonWithQuiz({ requiredForCompletion: true });
      const member = await signedInMember(t, 'VERIFIED');
      await attempt(member.agent, video.id, answersTo(quiz)).expect(201);
      const early = await member.agent.get(`/api/videos/${video.id}/progress`).expect(200);
      expect(early.body.completed).toBe(false);
      const watched = await watchToEnd(member.agent, member.id, video.id);
      expect(watched.body.completed).toBe(true);
    });
  });

  describe('오답 노트', () => {
    afterEach(() => jest.useRealTimers());
    /** Noon in Seoul (03:00 UTC) of a day after today, so two such days are two Seoul days. */
    const seoulNoon = (daysAhead: number) => {
      const day = new Date(Date.now() + daysAhead * 86_400_000);
      return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 3);
    };

    it('keeps wrong typed answers (not choices); an item leaves after right answers on two Seoul days, a miss starts it over', async () => {
      const { video, quiz } = await lessonWithQuiz();
      const member = await signedInMember(t, 'VERIFIED');
      await attempt(
        member.agent,
        video.id,
        answersTo(quiz, { choice: 0, short: 'I is student', vocab: '개선' }),
      ).expect(201);
      const list = (await member.agent.get('/api/me/review').expect(200)).body;
      expect(list.map((item: { prompt: string }) => item.prompt)).toEqual([SHORT.prompt, 'improve']);
      expect(list[1]).toMatchObject({ videoId: video.id, kind: 'VOCAB', correctDays: [] });
      const wordItem = list[1].id as string;
      const answer = (text: string) =>
        member.agent.post(`/api/me/review/${wordItem}/answers`).send({ text }).expect(200);

      freezeClockAt(seoulNoon(1));
      expect((await answer('향상시키다')).body).toEqual({
        correct: true,
        answer: '향상시키다, 개선하다',
        cleared: false,
        remaining: 2,
      });
      expect((await answer('개선하다')).body).toMatchObject({ correct: true, cleared: false, remaining: 2 });
      freezeClockAt(seoulNoon(2));
      expect((await answer('개선')).body).toMatchObject({ correct: false, cleared: false, remaining: 2 });
      const item = await db().getRepository(ReviewItemRow).findOneByOrFail({ id: wordItem });
      expect(item.correctDays).toEqual([]);
      expect((await answer('향상 시키다')).body).toMatchObject({ correct: true, cleared: false });
      freezeClockAt(seoulNoon(3));
      expect((await answer('개선하다')).body).toEqual({
        correct: true,
        answer: '향상시키다, 개선하다',
        cleared: true,
        remaining: 1,
      });
      jest.useRealTimers();
      const left = (await member.agent.get('/api/me/review').expect(200)).body;
      expect(left.map((entry: { prompt: string }) => entry.prompt)).toEqual([SHORT.prompt]);
      expect(seoulDay(new Date(seoulNoon(1)))).not.toBe(seoulDay(new Date(seoulNoon(2))));
    });

    it("another member's item is 404, and an empty or oversized answer a Korean 400", async () => {
      const { video, quiz } = await lessonWithQuiz();
      const member = await signedInMember(t, 'VERIFIED');
      await attempt(member.agent, video.id, answersTo(quiz, { vocab: 'x' })).expect(201);
      const [item] = (await member.agent.get('/api/me/review').expect(200)).body;
      const other = await signedInMember(t, 'VERIFIED');
      await other.agent.post(`/api/me/review/${item.id}/answers`).send({ text: '향상시키다' }).expect(404);
      const long = await member.agent
        .post(`/api/me/review/${item.id}/answers`)
        .send({ text: 'a'.repeat(201) })
        .expect(400);
      expect(long.body.message).toBe(M.reviewText);
      await member.agent.post(`/api/me/review/${item.id}/answers`).send({}).expect(400);
    });
  });

  describe('scores staff can act on', () => {
    it('per quiz, per question and per member figures match the attempts, and the drill-down lists them', async () => {
      const { video, quiz } = await lessonWithQuiz({ passMark: 60 });
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => signedInMember(t, 'VERIFIED')));
      // a: 3/3 (100), b: 2/3 (67, choice wrong), c: 1/3 (33, choice and word wrong), then c again 2/3 (67).
      await attempt(a!.agent, video.id, answersTo(quiz)).expect(201);
      await attempt(b!.agent, video.id, answersTo(quiz, { choice: 2 })).expect(201);
      await attempt(c!.agent, video.id, answersTo(quiz, { choice: 0, vocab: 'x' })).expect(201);
      await attempt(c!.agent, video.id, answersTo(quiz, { choice: 0 })).expect(201);

      const overview = await agents.console.get('/api/admin/analytics/quizzes').expect(200);
      expect(overview.body.find((row: { videoId: string }) => row.videoId === video.id)).toEqual({
        videoId: video.id,
        title: video.title,
        courseTitle: '중등 문법',
        questions: 3,
        attempts: 4,
        average: Math.round(((100 + 67 + 33 + 67) / 4) * 10) / 10,
        passRate: 75,
      });
      const questions = await agents.ADMIN.get(`/api/admin/analytics/quizzes/${video.id}`).expect(200);
      expect(
        questions.body.questions.map((row: { questionId: string; correctRate: number }) => [
          row.questionId,
          row.correctRate,
        ]),
      ).toEqual([
        [quiz.questions[0]!.id, 25],
        [quiz.questions[2]!.id, 75],
        [quiz.questions[1]!.id, 100],
      ]);
      expect(questions.body.questions[1]).toMatchObject({ kind: 'VOCAB', prompt: 'improve', answered: 4 });

      const drill = await agents.ADMIN.get(`/api/admin/members/${c!.id}/quiz-attempts`).expect(200);
      expect(
        drill.body.map((row: { attemptNo: number; score: number; passed: boolean }) => [
          row.attemptNo,
          row.score,
          row.passed,
        ]),
      ).toEqual([
        [2, 67, true],
        [1, 33, false],
      ]);
      await agents.ADMIN.get(`/api/admin/members/${UNKNOWN_ID}/quiz-attempts`).expect(404);
      await agents.ADMIN.get(`/api/admin/analytics/quizzes/${UNKNOWN_ID}`).expect(404);
    });

    it('lists members who failed a quiz or watched a lesson without taking its quiz in the last 14 days', async () => {
      const { video, quiz } = await lessonWithQuiz({ passMark: 100 });
      const second = await lessonWithQuiz();
      const failing = await signedInMember(t, 'VERIFIED', { firstName: '실패', lastName: '김' });
      const skipping = await signedInMember(t, 'VERIFIED', { firstName: '미응시', lastName: '이' });
      const passing = await signedInMember(t, 'VERIFIED', { firstName: '합격', lastName: '박' });
      await attempt(failing.agent, video.id, answersTo(quiz, { choice: 0 })).expect(201);
      await failing.agent
        .put(`/api/videos/${second.video.id}/progress`)
        .send({ position: 10, duration: 600 })
        .expect(200);
      await skipping.agent.put(`/api/videos/${video.id}/progress`).send({ position: 10, duration: 600 }).expect(200);
      await attempt(passing.agent, video.id, answersTo(quiz)).expect(201);
      const response = await agents.ADMIN.get('/api/admin/analytics/quiz-members').expect(200);
      const mine = response.body.filter((row: { userId: string }) =>
        [failing.id, skipping.id, passing.id].includes(row.userId),
      );
      expect(mine).toEqual([
        { userId: failing.id, name: '김실패', email: failing.email, failed: 1, notTaken: 1 },
        { userId: skipping.id, name: '이미응시', email: skipping.email, failed: 0, notTaken: 1 },
      ]);
    });

    it('the follow-up counts hold over parallel attempts, a later pass, 14 quiet days and a deleted quiz', async () => {
      const first = await lessonWithQuiz({ maxAttempts: 3 });
      const second = await lessonWithQuiz();
      const member = await signedInMember(t, 'VERIFIED');
      const listed = async () =>
        ((await agents.ADMIN.get('/api/admin/analytics/quiz-members').expect(200)).body as QuizMemberRow[]).find(
          (row) => row.userId === member.id,
        );
      await Promise.all(
        Array.from({ length: 8 }, () => attempt(member.agent, first.video.id, answersTo(first.quiz, { choice: 0 }))),
      );
      await member.agent
        .put(`/api/videos/${second.video.id}/progress`)
        .send({ position: 5, duration: 600 })
        .expect(200);
      expect(await listed()).toMatchObject({ failed: 1, notTaken: 1 });

      await attempt(member.agent, second.video.id, answersTo(second.quiz, { choice: 0 })).expect(201);
      expect(await listed()).toMatchObject({ failed: 2, notTaken: 0 });
      await attempt(member.agent, second.video.id, answersTo(second.quiz)).expect(201);
      expect(await listed()).toMatchObject({ failed: 1, notTaken: 0 });

      // Fifteen quiet days: the failed quiz no longer asks for a follow-up; a new attempt brings it back.
      await db()
        .getRepository(QuizResult)
        .update({ userId: member.id }, { lastActivityAt: new Date(Date.now() - 15 * 86_400_000) });
      expect(await listed()).toBeUndefined();
      const third = await lessonWithQuiz();
      await attempt(member.agent, third.video.id, answersTo(third.quiz, { choice: 0 })).expect(201);
      expect(await listed()).toMatchObject({ failed: 1, notTaken: 0 });
      await agents.ADMIN.delete(`/api/admin/videos/${third.video.id}/quiz`).expect(200);
      expect(await listed()).toBeUndefined();
      const counts = await db().getRepository(QuizFollowUp).findOneByOrFail({ userId: member.id });
      expect(counts).toMatchObject({ failed: 0, notTaken: 0, open: 0 });
    });

    it('quiz-results.csv: BOM, Korean header, Seoul times, formulas neutralised, the range applied', async () => {
      const { video, quiz } = await lessonWithQuiz();
      const member = await signedInMember(t, 'VERIFIED');
      await db().getRepository(User).update({ id: member.id }, { firstName: '=SUM(A1)', lastName: null });
      await attempt(member.agent, video.id, answersTo(quiz)).expect(201);
      const today = seoulDay(new Date());
      const response = await agents.ADMIN.get(`/api/admin/quiz-results.csv?from=${today}&to=${today}`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const body = response.body as Buffer;
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = body.toString('utf8').slice(1).split('\r\n');
      expect(lines[0]).toBe(
        '응시 시각(한국 시간),이름,이메일,강의,동영상,회차,퀴즈 버전,점수,맞힌 문제,전체 문제,합격',
      );
      const row = lines.find((line) => line.includes(member.email));
      expect(row).toMatch(
        new RegExp(
          `^${today} \\d{2}:\\d{2},'=SUM\\(A1\\),${member.email.replace(/\./g, '\\.')},중등 문법,${video.title.replace(/[()]/g, '\\$&')},1,1,100,3,3,O$`,
        ),
      );
      const earlier = await agents.ADMIN.get('/api/admin/quiz-results.csv?from=2020-01-01&to=2020-01-31')
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect((earlier.body as Buffer).toString('utf8').slice(1).split('\r\n').filter(Boolean)).toHaveLength(1);
    });

    it('a member who leaves is taken off the attempts; the figures keep them', async () => {
      const { video, quiz } = await lessonWithQuiz();
      const member = await signedInMember(t, 'VERIFIED');
      await attempt(member.agent, video.id, answersTo(quiz)).expect(201);
      await db().getRepository(User).delete({ id: member.id });
      expect(await db().getRepository(QuizAttempt).countBy({ videoId: video.id })).toBe(1);
      const overview = await agents.ADMIN.get('/api/admin/analytics/quizzes').expect(200);
      expect(overview.body.find((row: { videoId: string }) => row.videoId === video.id)).toMatchObject({ attempts: 1 });
    });
  });
});
