import type { MemberQuiz } from '@academy/common';
import { fitsQuestion, type Answers } from './quiz-answers';

/**
 * The answers of a quiz in progress, kept in the tab's sessionStorage so a reload (or a phone that
 * dropped the page in the background) does not lose them. One entry per lesson and quiz version: a
 * quiz staff have edited since starts empty rather than pin old answers on new questions.
 */
export interface QuizDraft {
  answers: Answers;
  /** The question on screen on a phone. */
  step: number;
}

const PREFIX = 'academy:quiz:';
const keyOf = (quiz: Pick<MemberQuiz, 'videoId' | 'version'>) => `${PREFIX}${quiz.videoId}:v${quiz.version}`;

export const EMPTY_DRAFT: QuizDraft = { answers: {}, step: 0 };

/** sessionStorage, or null where the browser refuses it (storage turned off): then nothing is kept. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The kept answers that still fit the quiz's questions; an empty draft when there are none. */
export function readDraft(quiz: MemberQuiz): QuizDraft {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(keyOf(quiz)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return EMPTY_DRAFT;
    const { answers, step } = stored as Partial<Record<keyof QuizDraft, unknown>>;
    const kept = (answers ?? {}) as Record<string, unknown>;
    const fitting: Answers = {};
    for (const question of quiz.questions) {
      const value = kept[question.id];
      if (fitsQuestion(question, value)) fitting[question.id] = value;
    }
    const last = Math.max(0, quiz.questions.length - 1);
    return { answers: fitting, step: Number.isInteger(step) ? Math.min(Math.max(step as number, 0), last) : 0 };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeDraft(quiz: MemberQuiz, draft: QuizDraft): void {
  try {
    const store = storage();
    if (Object.keys(draft.answers).length === 0 && draft.step === 0) store?.removeItem(keyOf(quiz));
    else store?.setItem(keyOf(quiz), JSON.stringify(draft));
  } catch {
    // A full or refused storage only means the answers are not kept across a reload.
  }
}
