// ANALYTICS from the package's entry, so an app sharing @academy/common uses the shared copy.
import { ANALYTICS } from './index';
import { daysInRange } from './korean-days';

/** Why a report's range (Seoul days, both included) is refused: `to` before `from`, or too long; null when it is fine. */
export function reportRangeProblem(from: string, to: string): 'order' | 'length' | null {
  const days = daysInRange(from, to);
  if (days < 1) return 'order';
  return days > ANALYTICS.rangeMaxDays ? 'length' : null;
}
