import type { ReviewAnswerResult, ReviewItem } from '@academy/common';
import { api, useApiQuery, type ApiQuery } from '@academy/context';

/** GET /api/me/review: the member's 오답 노트, oldest first. */
export function useReviewItems(): ApiQuery<ReviewItem[]> {
  return useApiQuery('/me/review');
}

/** POST /api/me/review/{id}/answers: right or wrong, the right answer, whether it left the list, and how many are left. */
export function answerReviewItem(id: string, text: string): Promise<ReviewAnswerResult> {
  return api.post('/me/review/{id}/answers', { params: { path: { id } }, body: { text } });
}
