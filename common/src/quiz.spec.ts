import {
  attemptAnswersProblem,
  gradeAttempt,
  memberQuestion,
  normalizeAnswer,
  QUIZ_LIMITS,
  QUIZ_MESSAGES as M,
  quizInputProblems,
  reviewCleared,
  type QuizInput,
  type QuizQuestion,
} from './quiz';

const CHOICE: QuizQuestion = {
  id: 'q1',
  kind: 'CHOICE',
  prompt: 'I ___ to school yesterday.',
  options: ['go', 'went', 'gone'],
  answer: 1,
  explanation: '어제(yesterday)는 과거 시제입니다.',
};
const SHORT: QuizQuestion = {
  id: 'q2',
  kind: 'SHORT',
  prompt: '"사과"를 영어로 쓰세요.',
  answers: ['an apple', 'apple'],
  ignorePunctuation: true,
};
const VOCAB: QuizQuestion = { id: 'q3', kind: 'VOCAB', word: 'take care of', meanings: ['돌보다', '보살피다'] };

const valid = (overrides: Partial<QuizInput> = {}): QuizInput => ({
  passMark: 70,
  maxAttempts: null,
  requiredForCompletion: false,
  direction: 'EN_KO',
  published: false,
  questions: [CHOICE, SHORT, VOCAB],
  ...overrides,
});

describe('authoring checks', () => {
  it('accepts a quiz of the three kinds', () => {
    expect(quizInputProblems(valid())).toEqual([]);
  });

  it('names each problem by its path, with its Korean message', () => {
    const problems = quizInputProblems({
      ...valid({ passMark: 101, maxAttempts: 0 }),
      direction: 'SIDEWAYS',
      questions: [
        { ...CHOICE, options: ['go', ' '], answer: 2 },
        { ...SHORT, prompt: '', answers: [] },
        { ...VOCAB, word: '  ', meanings: ['돌보다', ''] },
        { kind: 'ESSAY', prompt: '?' },
      ],
    });
    expect(problems).toEqual([
      { path: 'passMark', message: M.passMark },
      { path: 'maxAttempts', message: M.maxAttempts },
      { path: 'direction', message: M.direction },
      { path: 'questions.0.options.1', message: M.option },
      { path: 'questions.0.answer', message: M.choiceAnswer },
      { path: 'questions.1.prompt', message: M.prompt },
      { path: 'questions.1.answers', message: M.answers },
      { path: 'questions.2.word', message: M.word },
      { path: 'questions.2.meanings.1', message: M.meaning },
      { path: 'questions.3.kind', message: M.kind },
    ]);
  });

  it('holds a multiple-choice question to 2–6 distinct options', () => {
    const problemsOf = (options: string[]) =>
      quizInputProblems(valid({ questions: [{ ...CHOICE, options, answer: 0 }] })).map((problem) => problem.message);
    expect(problemsOf(['only one'])).toEqual([M.options]);
    expect(problemsOf(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual([M.options]);
    expect(problemsOf(['Went', ' went '])).toEqual([M.optionRepeated]);
    expect(problemsOf(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual([]);
  });

  it('refuses no questions, too many, and texts over their limits', () => {
    expect(quizInputProblems(valid({ questions: [] }))).toEqual([{ path: 'questions', message: M.questions }]);
    const many = Array.from({ length: QUIZ_LIMITS.questionsMax + 1 }, (_, index) => ({ ...VOCAB, id: `v${index}` }));
    expect(quizInputProblems(valid({ questions: many }))).toEqual([{ path: 'questions', message: M.questions }]);
    const long = 'a'.repeat(QUIZ_LIMITS.promptMax + 1);
    expect(
      quizInputProblems(valid({ questions: [{ ...SHORT, prompt: long, explanation: 'b'.repeat(1001) }] })),
    ).toEqual([
      { path: 'questions.0.prompt', message: M.promptMax },
      { path: 'questions.0.explanation', message: M.explanationMax },
    ]);
  });
});

describe('grading', () => {
  const grade = (answers: Parameters<typeof gradeAttempt>[1], direction: QuizInput['direction'] = 'EN_KO') =>
    gradeAttempt({ passMark: 70, direction, questions: [CHOICE, SHORT, VOCAB] }, answers);

  it('marks a multiple-choice answer by its index only', () => {
    expect(grade([{ questionId: 'q1', choice: 1 }]).results[0]!.correct).toBe(true);
    expect(grade([{ questionId: 'q1', choice: 0 }]).results[0]!.correct).toBe(false);
    expect(grade([{ questionId: 'q1', text: 'went' }]).results[0]!.correct).toBe(false);
  });

  it('compares a short answer after trimming, folding case and collapsing spaces, punctuation ignored when asked', () => {
    const short = (text: string) => grade([{ questionId: 'q2', text }]).results[1]!.correct;
    expect(short('  An   APPLE ')).toBe(true);
    expect(short('apple.')).toBe(true);
    expect(short('ａｐｐｌｅ')).toBe(true);
    expect(short('apples')).toBe(false);
    expect(short('   ')).toBe(false);
    const strict = gradeAttempt({ passMark: 70, questions: [{ ...SHORT, ignorePunctuation: false }] }, [
      { questionId: 'q2', text: 'apple.' },
    ]);
    expect(strict.results[0]!.correct).toBe(false);
  });

  it('accepts any Korean meaning of a word whatever its spacing (영→한)', () => {
    const meaning = (text: string) => grade([{ questionId: 'q3', text }]).results[2]!.correct;
    expect(meaning('보살피다')).toBe(true);
    expect(meaning(' 돌 보다 ')).toBe(true);
    expect(meaning('돌보다.')).toBe(true);
    expect(meaning('돌다')).toBe(false);
  });

  it('asks the word for its meanings in the other direction (한→영), case and spaces folded', () => {
    const word = (text: string) => grade([{ questionId: 'q3', text }], 'KO_EN').results[2]!.correct;
    expect(word('Take  Care of')).toBe(true);
    expect(word('takecareof')).toBe(false);
    expect(word('돌보다')).toBe(false);
  });

  it('scores out of 100, passes from the pass mark, and shows each correct answer with its explanation', () => {
    const attempt = grade([
      { questionId: 'q1', choice: 1 },
      { questionId: 'q2', text: 'apple' },
    ]);
    expect(attempt).toEqual({
      score: 67,
      passed: false,
      correct: 2,
      total: 3,
      results: [
        { questionId: 'q1', correct: true, answer: 'went', explanation: CHOICE.explanation },
        { questionId: 'q2', correct: true, answer: 'an apple', explanation: null },
        { questionId: 'q3', correct: false, answer: '돌보다, 보살피다' },
      ],
    });
    expect(grade([]).score).toBe(0);
    const all = grade([
      { questionId: 'q1', choice: 1 },
      { questionId: 'q2', text: 'apple' },
      { questionId: 'q3', text: '돌보다' },
    ]);
    expect(all).toMatchObject({ score: 100, passed: true });
    // The pass mark itself passes: 2 of 3 is 67.
    const twoOfThree = [
      { questionId: 'q1', choice: 1 },
      { questionId: 'q2', text: 'apple' },
    ];
    expect(gradeAttempt({ passMark: 67, questions: [CHOICE, SHORT, VOCAB] }, twoOfThree).passed).toBe(true);
    expect(gradeAttempt({ passMark: 68, questions: [CHOICE, SHORT, VOCAB] }, twoOfThree).passed).toBe(false);
  });
});

describe("a member's questions", () => {
  it('carry no answer, no accepted text and no explanation', () => {
    const asked = [CHOICE, SHORT, VOCAB].map((question) => memberQuestion(question, 'EN_KO'));
    expect(asked).toEqual([
      { id: 'q1', kind: 'CHOICE', prompt: CHOICE.prompt, options: ['go', 'went', 'gone'] },
      { id: 'q2', kind: 'SHORT', prompt: SHORT.prompt },
      { id: 'q3', kind: 'VOCAB', prompt: 'take care of' },
    ]);
    expect(JSON.stringify(asked)).not.toMatch(/돌보다|apple|과거 시제|"answer"/);
    expect(memberQuestion(VOCAB, 'KO_EN').prompt).toBe('돌보다, 보살피다');
  });
});

describe('attempt answers that cannot be graded', () => {
  const questions = [CHOICE, SHORT, VOCAB];

  it('are named: not a list, unknown or repeated questions, wrong types, too many, too long', () => {
    expect(attemptAnswersProblem(questions, [])).toBeNull();
    expect(
      attemptAnswersProblem(questions, [
        { questionId: 'q1', choice: 2 },
        { questionId: 'q3', text: '돌보다' },
      ]),
    ).toBeNull();
    expect(attemptAnswersProblem(questions, { q1: 1 })).toBe(M.attemptAnswers);
    expect(attemptAnswersProblem(questions, [{ questionId: 'nope', choice: 1 }])).toBe(M.unknownQuestion);
    expect(
      attemptAnswersProblem(questions, [
        { questionId: 'q1', choice: 1 },
        { questionId: 'q1', choice: 0 },
      ]),
    ).toBe(M.repeatedQuestion);
    expect(attemptAnswersProblem(questions, [{ questionId: 'q1', choice: '1' }])).toBe(M.attemptAnswers);
    expect(attemptAnswersProblem(questions, [{ questionId: 'q2', text: 42 }])).toBe(M.attemptAnswers);
    expect(attemptAnswersProblem(questions, [null])).toBe(M.attemptAnswers);
    const flood = Array.from({ length: 10_000 }, () => ({ questionId: 'q1', choice: 1 }));
    expect(attemptAnswersProblem(questions, flood)).toBe(M.attemptAnswers);
    const long = 'a'.repeat(QUIZ_LIMITS.textAnswerMax + 1);
    expect(attemptAnswersProblem(questions, [{ questionId: 'q2', text: long }])).toBe(M.textAnswerMax);
  });
});

describe('normalizeAnswer', () => {
  it('folds width and case, trims and collapses spaces', () => {
    expect(normalizeAnswer('  Ｈｅｌｌｏ\t  World ')).toBe('hello world');
    expect(normalizeAnswer('Hello, world!', { ignorePunctuation: true })).toBe('hello world');
    expect(normalizeAnswer(' 돌 보다 ', { ignoreSpaces: true })).toBe('돌보다');
  });
});

describe('the review list', () => {
  it('lets an item go after correct answers on two different days, not two on one day', () => {
    expect(reviewCleared([])).toBe(false);
    expect(reviewCleared(['2026-11-29', '2026-11-29'])).toBe(false);
    expect(reviewCleared(['2026-11-29', '2026-11-30'])).toBe(true);
  });
});
