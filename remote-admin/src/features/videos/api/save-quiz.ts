import type { AdminQuiz, QuizInput } from '@academy/common';
import { api } from '@academy/context';

/** What the editor sends: the quiz, each kept question with the id it was read with (its history stays). */
export type QuizSaveInput = Omit<QuizInput, 'questions'> & {
  questions: Array<QuizInput['questions'][number] & { id?: string }>;
};

/** PUT /api/admin/videos/{id}/quiz: creates or replaces the quiz (ADMIN only). */
export function saveQuiz(videoId: string, input: QuizSaveInput): Promise<AdminQuiz> {
  return api.put('/admin/videos/{id}/quiz', { params: { path: { id: videoId } }, body: input });
}
