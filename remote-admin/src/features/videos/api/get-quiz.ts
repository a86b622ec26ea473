import type { AdminQuiz } from '@academy/common';
import { api } from '@academy/context';
import { isHttpStatus } from '../../../lib/error-message';

/** A lesson's quiz with its answers; null when it has none yet (the API's 404), so the editor starts a new one. */
export async function getQuiz(videoId: string): Promise<AdminQuiz | null> {
  try {
    return await api.get('/admin/videos/{id}/quiz', { params: { path: { id: videoId } } });
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}
