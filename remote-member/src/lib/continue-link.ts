import type { ContinueItem } from '@academy/common';
import { resumeLessonPath } from '@academy/common/progress';

/** The course page with this lesson chosen and started at its place. */
export function continueLink(item: Pick<ContinueItem, 'video'>): string {
  return resumeLessonPath(item.video.courseId, item.video.id);
}
