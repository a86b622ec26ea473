import type { ReviewItem } from '@academy/common';
import { seoulDay } from '@academy/common/korean-days';

/**
 * The items worth asking today. One answered right today needs a right answer on another day to
 * leave the list: asking it again before then would change nothing, so it waits for tomorrow.
 */
export function dueToday(items: readonly ReviewItem[], now = new Date()): ReviewItem[] {
  const today = seoulDay(now);
  return items.filter((item) => !item.correctDays.includes(today));
}
