import type { AdminQuiz, MemberQuiz, QuizStanding } from '@academy/common';
import { memberQuestion } from '@academy/common/quiz';
import type { QuizResult } from './quiz-result.entity';
import type { Quiz } from './quiz.entity';

/** The best score so far; a standing a first watch made has none yet. */
const bestScoreOf = (result: QuizResult | null | undefined) =>
  result && result.attempts > 0 ? result.bestScore : null;

export function toAdminQuizWire(quiz: Quiz): AdminQuiz {
  return {
    id: quiz.id,
    videoId: quiz.videoId,
    version: quiz.version,
    passMark: quiz.passMark,
    maxAttempts: quiz.maxAttempts,
    requiredForCompletion: quiz.requiredForCompletion,
    direction: quiz.direction,
    published: quiz.published,
    questions: quiz.questions,
    updatedAt: quiz.updatedAt.toISOString(),
  };
}

/** The member's read: the questions as asked, never an answer or an explanation. */
export function toMemberQuizWire(quiz: Quiz, result: QuizResult | null): MemberQuiz {
  return {
    id: quiz.id,
    videoId: quiz.videoId,
    version: quiz.version,
    passMark: quiz.passMark,
    maxAttempts: quiz.maxAttempts,
    direction: quiz.direction,
    attemptsUsed: result?.attempts ?? 0,
    bestScore: bestScoreOf(result),
    passed: result?.passed ?? false,
    questions: quiz.questions.map((question) => memberQuestion(question, quiz.direction)),
  };
}

export function toStandingWire(
  quiz: Pick<Quiz, 'requiredForCompletion'>,
  result: QuizResult | undefined,
): QuizStanding {
  return {
    bestScore: bestScoreOf(result),
    passed: result?.passed ?? false,
    required: quiz.requiredForCompletion,
  };
}
