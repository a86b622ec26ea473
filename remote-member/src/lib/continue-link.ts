import type { ContinueItem } from '@academy/common';

/** The course page with this lesson chosen and started at its place. */
export function continueLink(item: Pick<ContinueItem, 'video'>): string {
  const params = new URLSearchParams({ video: item.video.id, resume: '1' });
  return `/courses/${encodeURIComponent(item.video.courseId)}?${params.toString()}`;
}
