/*
 * Quizzes on a lesson: the wire shapes (CONTRACT.md, "Quizzes"), their limits and Korean messages,
 * the authoring checks the API and the admin form both run (each problem named by its path, e.g.
 * `questions.2.options`), and the grading the API runs on an attempt and the review list reuses.
 */

import { textError as visibleTextError } from './visible-text';

export const QUIZ_KINDS = ['CHOICE', 'SHORT', 'VOCAB'] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];
export const QUIZ_KIND_LABELS: Record<QuizKind, string> = { CHOICE: '객관식', SHORT: '주관식', VOCAB: '단어' };

/** Which way a vocabulary question asks: the English word for a Korean meaning, or the reverse. */
export const QUIZ_DIRECTIONS = ['EN_KO', 'KO_EN'] as const;
export type QuizDirection = (typeof QUIZ_DIRECTIONS)[number];
export const QUIZ_DIRECTION_LABELS: Record<QuizDirection, string> = { EN_KO: '영→한', KO_EN: '한→영' };

export interface ChoiceQuestionInput {
  kind: 'CHOICE';
  prompt: string;
  options: string[];
  /** The index of the one correct option. */
  answer: number;
  explanation?: string | null;
}

export interface ShortQuestionInput {
  kind: 'SHORT';
  prompt: string;
  /** Every accepted answer. */
  answers: string[];
  ignorePunctuation?: boolean;
  explanation?: string | null;
}

export interface VocabQuestionInput {
  kind: 'VOCAB';
  word: string;
  /** Korean meanings; any one of them is accepted. */
  meanings: string[];
}

export type QuizQuestionInput = ChoiceQuestionInput | ShortQuestionInput | VocabQuestionInput;

/** What staff save (PUT /api/admin/videos/{id}/quiz). */
export interface QuizInput {
  /** 0–100: the score from which an attempt passes. */
  passMark: number;
  /** null: unlimited. */
  maxAttempts: number | null;
  /** The lesson counts as completed only after a passing attempt. */
  requiredForCompletion: boolean;
  direction?: QuizDirection;
  published: boolean;
  questions: QuizQuestionInput[];
}

/** A saved question: its id stays while the question is edited, so attempts and review items keep pointing at it. */
export type QuizQuestion = QuizQuestionInput & { id: string };

/** What a member is asked: never an answer. */
export interface MemberQuizQuestion {
  id: string;
  kind: QuizKind;
  prompt: string;
  options?: string[];
}

/** One answer of an attempt: `choice` for a multiple-choice question, `text` for the others. */
export interface QuizAnswer {
  questionId: string;
  choice?: number;
  text?: string;
}

export interface QuizQuestionResult {
  questionId: string;
  correct: boolean;
  /** The correct answer as the member reads it (the option, the first accepted answer, the meanings). */
  answer: string;
  explanation?: string | null;
}

export interface QuizAttemptResult {
  /** 0–100, rounded. */
  score: number;
  passed: boolean;
  correct: number;
  total: number;
  results: QuizQuestionResult[];
}

/** A quiz as staff read and save it: the input, with an id per question and the version attempts record. */
export interface AdminQuiz {
  id: string;
  videoId: string;
  /** Goes up by one whenever the questions change; each attempt keeps the version it answered. */
  version: number;
  passMark: number;
  maxAttempts: number | null;
  requiredForCompletion: boolean;
  direction: QuizDirection;
  published: boolean;
  questions: QuizQuestion[];
  updatedAt: string;
}

/** A published quiz as a member reads it (GET /api/videos/{id}/quiz): never an answer. */
export interface MemberQuiz {
  id: string;
  videoId: string;
  version: number;
  passMark: number;
  maxAttempts: number | null;
  direction: QuizDirection;
  attemptsUsed: number;
  /** The member's best score so far, null before a first attempt. */
  bestScore: number | null;
  passed: boolean;
  questions: MemberQuizQuestion[];
}

/** One entry of the member's 오답 노트 (GET /api/me/review). */
export interface ReviewItem {
  id: string;
  videoId: string;
  videoTitle: string;
  questionId: string;
  kind: QuizKind;
  prompt: string;
  /** Seoul days (YYYY-MM-DD) of the correct answers given so far. */
  correctDays: string[];
}

/** POST /api/me/review/{id}/answers: whether it was right, the right answer, and how many items are left. */
export interface ReviewAnswerResult {
  correct: boolean;
  answer: string;
  /** The item left the list with this answer. */
  cleared: boolean;
  remaining: number;
}

/** GET /api/admin/analytics/quizzes: one row per quiz. */
export interface QuizStatsRow {
  videoId: string;
  title: string;
  courseTitle: string;
  questions: number;
  attempts: number;
  /** Average score of every attempt, 0–100 with one decimal; null before any. */
  average: number | null;
  /** Share of passing attempts, 0–100 with one decimal; null before any. */
  passRate: number | null;
}

/** GET /api/admin/analytics/quizzes/{videoId}: the questions, hardest first. */
export interface QuizQuestionStat {
  questionId: string;
  kind: QuizKind;
  prompt: string;
  answered: number;
  /** Share answering right, 0–100 with one decimal; null before any answer. */
  correctRate: number | null;
}

export interface QuizQuestionStats {
  videoId: string;
  title: string;
  questions: QuizQuestionStat[];
}

/** GET /api/admin/analytics/quiz-members: a member with quizzes failed or never taken in the window. */
export interface QuizMemberRow {
  userId: string;
  name: string;
  email: string;
  failed: number;
  notTaken: number;
}

/** One attempt in a member's drill-down (GET /api/admin/members/{id}/quiz-attempts). */
export interface MemberQuizAttempt {
  id: string;
  videoId: string;
  videoTitle: string;
  attemptNo: number;
  quizVersion: number;
  score: number;
  passed: boolean;
  correct: number;
  total: number;
  createdAt: string;
}

export const QUIZ_LIMITS = {
  passMarkDefault: 70,
  questionsMax: 50,
  optionsMin: 2,
  optionsMax: 6,
  /** Accepted answers of a short question, meanings of a word. */
  answersMax: 10,
  promptMax: 500,
  optionMax: 200,
  answerMax: 100,
  explanationMax: 1000,
  /** A quiz allows at most this many attempts when it limits them. */
  attemptsMax: 100,
  /** What a member may type as one answer. */
  textAnswerMax: 200,
  /** An item leaves the review list after correct answers on this many different Seoul days. */
  reviewCorrectDays: 2,
  /** The staff's list of members to follow up looks this many days back. */
  followUpDays: 14,
  followUpRows: 200,
} as const;

const L = QUIZ_LIMITS;

export const QUIZ_MESSAGES = {
  passMark: '합격 점수는 0에서 100 사이의 정수로 입력해주세요',
  maxAttempts: `응시 횟수는 1에서 ${L.attemptsMax} 사이의 정수로 입력하거나 비워두세요(무제한)`,
  direction: '단어 문제의 출제 방향은 영→한 또는 한→영 중에서 골라주세요',
  questions: `문제는 1개 이상 ${L.questionsMax}개 이하로 입력해주세요`,
  question: '문제의 형식이 올바르지 않습니다',
  kind: '문제 유형은 객관식, 주관식, 단어 중에서 골라주세요',
  prompt: '문제를 입력해주세요',
  promptMax: `문제는 ${L.promptMax}자 이하여야 합니다`,
  options: `보기는 ${L.optionsMin}개 이상 ${L.optionsMax}개 이하로 입력해주세요`,
  option: '비어 있는 보기가 있습니다',
  optionMax: `보기는 ${L.optionMax}자 이하여야 합니다`,
  optionRepeated: '같은 보기가 두 번 있습니다',
  choiceAnswer: '정답인 보기를 하나 골라주세요',
  answers: `정답을 1개 이상 ${L.answersMax}개 이하로 입력해주세요`,
  answer: '비어 있는 정답이 있습니다',
  answerMax: `정답은 ${L.answerMax}자 이하여야 합니다`,
  word: '영어 단어를 입력해주세요',
  wordMax: `영어 단어는 ${L.answerMax}자 이하여야 합니다`,
  meanings: `뜻을 1개 이상 ${L.answersMax}개 이하로 입력해주세요`,
  meaning: '비어 있는 뜻이 있습니다',
  meaningMax: `뜻은 ${L.answerMax}자 이하여야 합니다`,
  explanationMax: `해설은 ${L.explanationMax}자 이하여야 합니다`,
  // Taking a quiz.
  attemptAnswers: '답안의 형식이 올바르지 않습니다',
  unknownQuestion: '이 퀴즈에 없는 문제의 답안이 있습니다',
  repeatedQuestion: '같은 문제의 답안이 두 번 있습니다',
  textAnswerMax: `답은 ${L.textAnswerMax}자 이하로 입력해주세요`,
  attemptsExhausted: '응시 가능 횟수를 모두 사용했습니다',
  noQuiz: '이 강의에는 퀴즈가 없습니다',
  tooLong: '퀴즈가 너무 깁니다. 문제나 해설을 줄여주세요',
  reviewNotFound: '오답 노트에 없는 문제입니다',
  reviewText: `답을 ${L.textAnswerMax}자 이하로 입력해주세요`,
  deleted: '퀴즈를 삭제했습니다',
  courseRequirement: (required: boolean, changed: number) =>
    `강의의 퀴즈 ${changed}개를 ${required ? '합격해야 완료로 바꿨습니다' : '합격하지 않아도 완료로 바꿨습니다'}`,
} as const;

const M = QUIZ_MESSAGES;

/** One authoring problem: where (`questions.1.options.0`), and what to do about it. */
export interface QuizProblem {
  path: string;
  message: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * A required text of at most `max` characters (counted after trimming), with nothing no field
 * stores (a NUL, a lone surrogate, only invisible characters: visible-text's rule).
 */
function textError(value: unknown, required: string, tooLong: string, max: number): string | null {
  if (!isText(value) || value.trim() === '') return required;
  const unusable = visibleTextError(value);
  if (unusable) return unusable;
  return value.trim().length > max ? tooLong : null;
}

/** A list of 1..answersMax texts (accepted answers, meanings), each checked like `textError`. */
function textListProblems(value: unknown, path: string, list: string, item: string, tooLong: string): QuizProblem[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > L.answersMax) return [{ path, message: list }];
  return value.flatMap((entry, index) => {
    const message = textError(entry, item, tooLong, L.answerMax);
    return message ? [{ path: `${path}.${index}`, message }] : [];
  });
}

function explanationProblems(value: unknown, path: string): QuizProblem[] {
  if (value === undefined || value === null) return [];
  if (!isText(value) || value.trim().length > L.explanationMax) return [{ path, message: M.explanationMax }];
  const unusable = visibleTextError(value);
  return unusable ? [{ path, message: unusable }] : [];
}

/** The problems of one question, its paths under `questions.<index>`. */
export function quizQuestionProblems(value: unknown, index: number): QuizProblem[] {
  const at = (field: string) => `questions.${index}.${field}`;
  if (!isPlainObject(value)) return [{ path: `questions.${index}`, message: M.question }];
  if (value.kind === 'VOCAB') {
    const word = textError(value.word, M.word, M.wordMax, L.answerMax);
    return [
      ...(word ? [{ path: at('word'), message: word }] : []),
      ...textListProblems(value.meanings, at('meanings'), M.meanings, M.meaning, M.meaningMax),
    ];
  }
  if (value.kind !== 'CHOICE' && value.kind !== 'SHORT') return [{ path: at('kind'), message: M.kind }];
  const problems: QuizProblem[] = [];
  const prompt = textError(value.prompt, M.prompt, M.promptMax, L.promptMax);
  if (prompt) problems.push({ path: at('prompt'), message: prompt });
  if (value.kind === 'SHORT') {
    problems.push(...textListProblems(value.answers, at('answers'), M.answers, M.answer, M.answerMax));
    if (value.ignorePunctuation !== undefined && typeof value.ignorePunctuation !== 'boolean') {
      problems.push({ path: at('ignorePunctuation'), message: M.question });
    }
  } else {
    const options = value.options;
    if (!Array.isArray(options) || options.length < L.optionsMin || options.length > L.optionsMax) {
      problems.push({ path: at('options'), message: M.options });
    } else {
      options.forEach((option, optionIndex) => {
        const message = textError(option, M.option, M.optionMax, L.optionMax);
        if (message) problems.push({ path: at(`options.${optionIndex}`), message });
      });
      const texts = options.filter(isText).map((option) => normalizeAnswer(option));
      if (new Set(texts).size !== texts.length) problems.push({ path: at('options'), message: M.optionRepeated });
    }
    const count = Array.isArray(options) ? options.length : 0;
    if (!isWhole(value.answer) || value.answer < 0 || value.answer >= count) {
      problems.push({ path: at('answer'), message: M.choiceAnswer });
    }
  }
  problems.push(...explanationProblems(value.explanation, at('explanation')));
  return problems;
}

/** Every problem of a quiz as staff would save it; empty when it can be saved. */
export function quizInputProblems(value: unknown): QuizProblem[] {
  if (!isPlainObject(value)) return [{ path: 'questions', message: M.questions }];
  const problems: QuizProblem[] = [];
  const { passMark, maxAttempts, direction, questions } = value;
  if (!isWhole(passMark) || passMark < 0 || passMark > 100) problems.push({ path: 'passMark', message: M.passMark });
  if (maxAttempts !== null && (!isWhole(maxAttempts) || maxAttempts < 1 || maxAttempts > L.attemptsMax)) {
    problems.push({ path: 'maxAttempts', message: M.maxAttempts });
  }
  if (direction !== undefined && !(QUIZ_DIRECTIONS as readonly unknown[]).includes(direction)) {
    problems.push({ path: 'direction', message: M.direction });
  }
  if (!Array.isArray(questions) || questions.length === 0 || questions.length > L.questionsMax) {
    problems.push({ path: 'questions', message: M.questions });
  } else {
    questions.forEach((question, index) => problems.push(...quizQuestionProblems(question, index)));
  }
  return problems;
}

/**
 * A typed answer as it is compared: Unicode-compatible forms folded (a full-width ａ is a), trimmed,
 * lower case, runs of spaces made one; with `ignorePunctuation` punctuation dropped, with
 * `ignoreSpaces` spaces dropped (Korean spacing, 띄어쓰기, does not make a meaning wrong).
 */
export function normalizeAnswer(text: string, { ignorePunctuation = false, ignoreSpaces = false } = {}): string {
  let folded = text.normalize('NFKC').toLowerCase();
  if (ignorePunctuation) folded = folded.replace(/[\p{P}~]/gu, ' ');
  return folded.replace(/\s+/gu, ignoreSpaces ? '' : ' ').trim();
}

/** A member's question: a word asks for its meaning (영→한) or the meanings for the word (한→영). */
export function memberQuestion(question: QuizQuestion, direction: QuizDirection = 'EN_KO'): MemberQuizQuestion {
  if (question.kind === 'CHOICE') {
    return { id: question.id, kind: question.kind, prompt: question.prompt, options: question.options };
  }
  if (question.kind === 'SHORT') return { id: question.id, kind: question.kind, prompt: question.prompt };
  const prompt = direction === 'EN_KO' ? question.word : question.meanings.join(', ');
  return { id: question.id, kind: question.kind, prompt };
}

/** The correct answer as a member reads it in the results. */
export function correctAnswerText(question: QuizQuestionInput, direction: QuizDirection = 'EN_KO'): string {
  if (question.kind === 'CHOICE') return question.options[question.answer] ?? '';
  if (question.kind === 'SHORT') return question.answers[0] ?? '';
  return direction === 'EN_KO' ? question.meanings.join(', ') : question.word;
}

/** Whether a typed answer is accepted for a short or vocabulary question (asked in `direction`). */
export function isAcceptedText(question: QuizQuestionInput, text: string, direction: QuizDirection = 'EN_KO'): boolean {
  if (question.kind === 'CHOICE') return false;
  if (question.kind === 'SHORT') {
    const options = { ignorePunctuation: question.ignorePunctuation === true };
    const given = normalizeAnswer(text, options);
    return given !== '' && question.answers.some((answer) => normalizeAnswer(answer, options) === given);
  }
  const korean = direction === 'EN_KO';
  const options = { ignorePunctuation: true, ignoreSpaces: korean };
  const given = normalizeAnswer(text, options);
  const accepted = korean ? question.meanings : [question.word];
  return given !== '' && accepted.some((answer) => normalizeAnswer(answer, options) === given);
}

/** Whether one answer is right; an answer of the wrong type (text for a choice) is wrong. */
export function isCorrectAnswer(
  question: QuizQuestionInput,
  answer: QuizAnswer | undefined,
  direction: QuizDirection = 'EN_KO',
): boolean {
  if (!answer) return false;
  if (question.kind === 'CHOICE') return answer.choice === question.answer;
  return typeof answer.text === 'string' && isAcceptedText(question, answer.text, direction);
}

/**
 * Why an attempt's answers cannot be graded (a 400), or null: a list of objects, each naming a
 * question of this quiz once, with a whole-number choice or a text of at most textAnswerMax.
 * A question left unanswered is allowed, and wrong.
 */
export function attemptAnswersProblem(questions: readonly QuizQuestion[], answers: unknown): string | null {
  if (!Array.isArray(answers) || answers.length > questions.length) return M.attemptAnswers;
  const ids = new Set(questions.map((question) => question.id));
  const seen = new Set<string>();
  for (const answer of answers) {
    if (!isPlainObject(answer) || !isText(answer.questionId)) return M.attemptAnswers;
    if (!ids.has(answer.questionId)) return M.unknownQuestion;
    if (seen.has(answer.questionId)) return M.repeatedQuestion;
    seen.add(answer.questionId);
    if (answer.choice !== undefined && !isWhole(answer.choice)) return M.attemptAnswers;
    if (answer.text !== undefined && !isText(answer.text)) return M.attemptAnswers;
    if (isText(answer.text) && answer.text.length > L.textAnswerMax) return M.textAnswerMax;
  }
  return null;
}

/** Grades an attempt whose answers passed attemptAnswersProblem. */
export function gradeAttempt(
  quiz: { passMark: number; direction?: QuizDirection; questions: readonly QuizQuestion[] },
  answers: readonly QuizAnswer[],
): QuizAttemptResult {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  const results = quiz.questions.map((question): QuizQuestionResult => {
    const result: QuizQuestionResult = {
      questionId: question.id,
      correct: isCorrectAnswer(question, byQuestion.get(question.id), quiz.direction),
      answer: correctAnswerText(question, quiz.direction),
    };
    return question.kind === 'VOCAB' ? result : { ...result, explanation: question.explanation ?? null };
  });
  const correct = results.filter((result) => result.correct).length;
  const total = results.length;
  const score = total === 0 ? 0 : Math.round((correct / total) * 100);
  return { score, passed: score >= quiz.passMark, correct, total, results };
}

/** The questions whose wrong answers go into the member's review list (오답 노트): typed ones. */
export const isReviewable = (question: QuizQuestionInput) => question.kind !== 'CHOICE';

/** Whether a review item leaves the list: correct answers on reviewCorrectDays different Seoul days (`YYYY-MM-DD`). */
export const reviewCleared = (correctDays: readonly string[]) => new Set(correctDays).size >= L.reviewCorrectDays;
