import type { ContinueItem, CourseVideoProgress, VideoProgress as VideoProgressWire } from '@academy/common';
import type { Course } from '../courses/course.entity';
import type { Video } from '../videos/video.entity';
import type { ProgressState } from './progress-rules';

/** Seconds travel with millisecond precision at most: a double column gives back what it was told. */
const seconds = (value: number) => Math.round(value * 1000) / 1000;

export function toProgressWire(videoId: string, state: ProgressState | null): VideoProgressWire {
  if (!state) return { videoId, position: 0, duration: 0, furthest: 0, completed: false, updatedAt: null };
  return {
    videoId,
    position: seconds(state.position),
    duration: seconds(state.duration),
    furthest: seconds(state.furthest),
    completed: Boolean(state.completed),
    updatedAt: state.updatedAt.toISOString(),
  };
}

export function toCourseVideoProgress(videoId: string, state: ProgressState | null): CourseVideoProgress {
  const { position, duration, furthest, completed } = toProgressWire(videoId, state);
  return { videoId, position, duration, furthest, completed };
}

export function toContinueItem(state: ProgressState, video: Video, course: Course): ContinueItem {
  return {
    video: { id: video.id, title: video.title, courseId: video.courseId },
    course: { id: course.id, title: course.title },
    position: seconds(state.position),
    duration: seconds(state.duration),
    updatedAt: state.updatedAt.toISOString(),
  };
}
