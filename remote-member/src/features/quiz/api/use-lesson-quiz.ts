import type { MemberQuiz } from '@academy/common';
import { HttpError, useApiQuery } from '@academy/context';

export interface LessonQuizQuery {
  /** The lesson's quiz; null while it loads, when it has none, or when the read failed. */
  quiz: MemberQuiz | null;
  /** The lesson has no published quiz (404): no quiz button, nothing to take. */
  none: boolean;
  /** Any other failure, shown with a retry. */
  error: Error | null;
  isLoading: boolean;
  reload: () => void;
}

/** GET /api/videos/{id}/quiz: a lesson's questions, never their answers; a null id asks nothing. */
export function useLessonQuiz(videoId: string | null): LessonQuizQuery {
  const query = useApiQuery(videoId ? '/videos/{id}/quiz' : null, { params: { path: { id: videoId ?? '' } } });
  const none = query.error instanceof HttpError && query.error.status === 404;
  const data = query.data;
  // The previous lesson's quiz stays in the query while another one loads: it is never shown for this one.
  const quiz = data && data.videoId === videoId && Array.isArray(data.questions) ? data : null;
  return { quiz, none, error: none ? null : query.error, isLoading: query.isLoading, reload: query.reload };
}
