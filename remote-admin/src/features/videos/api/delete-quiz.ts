import { api } from '@academy/context';

/** Deletes the quiz with its attempts and review items (ADMIN only). */
export function deleteQuiz(videoId: string) {
  return api.delete('/admin/videos/{id}/quiz', { params: { path: { id: videoId } } });
}
