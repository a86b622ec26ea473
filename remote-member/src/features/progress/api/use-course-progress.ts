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
}

/** GET /api/courses/{id}/progress, kept current by the player's saves. */
export function useCourseProgress(courseId: string, enabled: boolean): CourseProgressState {
  const query = useApiQuery(enabled && courseId ? '/courses/{id}/progress' : null, {
    params: { path: { id: courseId } },
  });
  const [saved, setSaved] = useState<Record<string, CourseVideoProgress>>({});

  const progress = useMemo(() => {
    const loaded = query.data;
    if (!loaded || !Array.isArray(loaded.videos)) return null;
    const videos = loaded.videos.map((video) => saved[video.videoId] ?? video);
    const completed = videos.filter((video) => video.completed).length;
    return { ...loaded, videos, completed, percent: coursePercent(completed, loaded.total) };
  }, [query.data, saved]);

  const of = useCallback(
    (videoId: string) => progress?.videos.find((video) => video.videoId === videoId) ?? null,
    [progress],
  );

  const apply = useCallback((answer: VideoProgress) => {
    const { videoId, position, duration, furthest, completed } = answer;
    setSaved((previous) => ({ ...previous, [videoId]: { videoId, position, duration, furthest, completed } }));
  }, []);

  return { progress, of, apply };
}
