import { resumePoint } from '@academy/common/progress';
import { useApiQuery } from '@academy/context';
import type { Reach } from '../lib/quiz-cue';

export interface LessonPlace {
  /** false until the saved place is read (or could not be). */
  known: boolean;
  /** Where to offer to resume, or null to start at the beginning. */
  resumeAt: number | null;
  /** How far the member had got before this viewing; null when unknown or never started. */
  reach: Reach | null;
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
  const read = place && typeof place.position === 'number';
  return {
    known: !query.isLoading,
    resumeAt: read ? resumePoint(place.position, place.duration) : null,
    reach: read ? { furthest: place.furthest, duration: place.duration } : null,
  };
}
