import type { MemberQuiz, MemberQuizQuestion, QuizAnswer } from '@academy/common';
import { QUIZ_LIMITS } from '@academy/common/quiz';

/** A member's answer to one question as the form holds it: an option's index, or what was typed. */
export type AnswerValue = { choice: number } | { text: string };
/** By question id. */
export type Answers = Record<string, AnswerValue>;

const isAnswered = (value: AnswerValue | undefined): value is AnswerValue =>
  value !== undefined && ('choice' in value || value.text.trim() !== '');

/**
 * The attempt's body: one answer per question answered, in the quiz's order; a question left blank
 * is left out (the server grades it wrong) rather than sent empty.
 */
export function attemptAnswers(quiz: MemberQuiz, answers: Answers): QuizAnswer[] {
  return quiz.questions.flatMap((question) => {
    const value = answers[question.id];
    if (!isAnswered(value)) return [];
    return [
      'choice' in value
        ? { questionId: question.id, choice: value.choice }
        : { questionId: question.id, text: value.text.trim() },
    ];
  });
}

export function unansweredCount(quiz: MemberQuiz, answers: Answers): number {
  return quiz.questions.filter((question) => !isAnswered(answers[question.id])).length;
}

/** What the member gave, as the results show it beside the right answer; null when left blank. */
export function givenText(question: MemberQuizQuestion, value: AnswerValue | undefined): string | null {
  if (!isAnswered(value)) return null;
  return 'choice' in value ? (question.options?.[value.choice] ?? null) : value.text.trim();
}

/** An answer read back from storage that still fits its question (an option that exists, a text within the limit). */
export function fitsQuestion(question: MemberQuizQuestion, value: unknown): value is AnswerValue {
  if (typeof value !== 'object' || value === null) return false;
  const { choice, text } = value as { choice?: unknown; text?: unknown };
  if (question.kind === 'CHOICE') {
    return Number.isInteger(choice) && (choice as number) >= 0 && (choice as number) < (question.options?.length ?? 0);
  }
  return typeof text === 'string' && text.length <= QUIZ_LIMITS.textAnswerMax;
}
