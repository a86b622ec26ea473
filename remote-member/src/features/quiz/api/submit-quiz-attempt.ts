import type { QuizAnswer, QuizAttemptResult } from '@academy/common';
import { api } from '@academy/context';

/**
 * POST /api/videos/{id}/quiz/attempts: the server grades the answers and only then tells the right
 * ones. 409 ATTEMPTS_EXHAUSTED when no attempt is left; 400 with the reason for a malformed list.
 */
export function submitQuizAttempt(videoId: string, answers: QuizAnswer[]): Promise<QuizAttemptResult> {
  return api.post('/videos/{id}/quiz/attempts', { params: { path: { id: videoId } }, body: { answers } });
}
