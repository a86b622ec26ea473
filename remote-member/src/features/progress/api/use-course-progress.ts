import { useCallback, useMemo, useState } from 'react';
import { type CourseProgress, type CourseVideoProgress, type VideoProgress } from '@academy/common';
import { coursePercent } from '@academy/common/progress';
import { useApiQuery } from '@academy/context';

export interface CourseProgressState {
  /** null until loaded (or for a member who cannot watch). */
  progress: CourseProgress | null;
  of: (videoId: string) => CourseVideoProgress | null;
  /** Folds a save's answer in, so the list and the bar move without another request. */
  apply: (answer: VideoProgress) => void;
  /** Reads it again: a quiz attempt changed a best score, and may have completed a held lesson. */
  reload: () => void;
}

type Place = Pick<CourseVideoProgress, 'videoId' | 'position' | 'duration' | 'furthest' | 'completed'>;
const NO_PLACES: Record<string, Place> = {};

/** GET /api/courses/{id}/progress, kept current by the player's saves. */
export function useCourseProgress(courseId: string, enabled: boolean): CourseProgressState {
  const query = useApiQuery(enabled && courseId ? '/courses/{id}/progress' : null, {
    params: { path: { id: courseId } },
  });
  // The saves folded into one read; a newer read already holds them, so it starts afresh.
  const [saved, setSaved] = useState<{ read: unknown; places: Record<string, Place> }>({ read: null, places: {} });
  const places = saved.read === query.data ? saved.places : NO_PLACES;

  const progress = useMemo(() => {
    const loaded = query.data;
    if (!loaded || !Array.isArray(loaded.videos)) return null;
    // A save knows the place, not the quiz: the lesson's quiz standing stays as read.
    const videos = loaded.videos.map((video) => ({ ...video, ...places[video.videoId] }));
    const completed = videos.filter((video) => video.completed).length;
    return { ...loaded, videos, completed, percent: coursePercent(completed, loaded.total) };
  }, [query.data, places]);

  const of = useCallback(
    (videoId: string) => progress?.videos.find((video) => video.videoId === videoId) ?? null,
    [progress],
  );

  const read = query.data;
  const apply = useCallback(
    (answer: VideoProgress) => {
      const { videoId, position, duration, furthest, completed } = answer;
      setSaved((previous) => ({
        read,
        places: {
          ...(previous.read === read ? previous.places : {}),
          [videoId]: { videoId, position, duration, furthest, completed },
        },
      }));
    },
    [read],
  );

  return { progress, of, apply, reload: query.reload };
}
