import { daysInRange } from './korean-days';
import { ANALYTICS } from './limits';

/** Why a report's range (Seoul days, both included) is refused: `to` before `from`, or too long; null when it is fine. */
export function reportRangeProblem(from: string, to: string): 'order' | 'length' | null {
  const days = daysInRange(from, to);
  if (days < 1) return 'order';
  return days > ANALYTICS.rangeMaxDays ? 'length' : null;
}
