import { resumePoint } from '@academy/common/progress';
import { useApiQuery } from '@academy/context';

export interface LessonPlace {
  /** false until the saved place is read (or could not be). */
  known: boolean;
  /** Where to offer to resume, or null to start at the beginning. */
  resumeAt: number | null;
}

/**
 * GET /api/videos/{id}/progress for a lesson opened on its own (/videos): the course page reads the
 * same places from its course's progress. A failed read offers no resume rather than block the lesson.
 */
export function useLessonPlace(videoId: string | null): LessonPlace {
  const query = useApiQuery(videoId ? '/videos/{id}/progress' : null, {
    params: { path: { id: videoId ?? '' } },
  });
  const place = query.data;
  return {
    known: !query.isLoading,
    resumeAt: place && typeof place.position === 'number' ? resumePoint(place.position, place.duration) : null,
  };
}
