// From the package's entry, not the sibling file: an app that shares @academy/common then uses the
// shared copy instead of bundling the message catalogue a second time.
import { PROGRESS } from './index';

/** A video is completed once the furthest point reached is at least 90% of its duration. */
export function reachesCompletion(furthest: number, duration: number): boolean {
  return duration > 0 && furthest >= duration * PROGRESS.completeRatio;
}

/** How much of a video was reached, 0–100 (whole percent, never past 100). */
export function watchedPercent(furthest: number, duration: number): number {
  if (!(duration > 0) || !(furthest > 0)) return 0;
  return Math.min(100, Math.floor((furthest / duration) * 100));
}

/**
 * Where reopening a video may resume: the saved position, or null when there is nothing worth
 * offering (barely started, or within the last 5%, where the lesson starts over).
 */
export function resumePoint(position: number, duration: number): number | null {
  if (!(position >= PROGRESS.resumeMinSec)) return null;
  if (duration > 0 && position >= duration * PROGRESS.restartRatio) return null;
  return position;
}

/** A course's completion in whole percent (0 for a course without published videos). */
export function coursePercent(completed: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((completed / total) * 100)) : 0;
}

/** The course page with this lesson chosen and started at its saved place ("이어서 보기"). */
export function resumeLessonPath(courseId: string, videoId: string): string {
  const params = new URLSearchParams({ video: videoId, resume: '1' });
  return `/courses/${encodeURIComponent(courseId)}?${params.toString()}`;
}
