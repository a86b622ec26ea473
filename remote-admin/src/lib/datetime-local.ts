import { fromSeoulDateTimeLocal } from '@academy/common/korean-days';

/**
 * An access or publish window whose end is not after its start is refused (both optional). The
 * `datetime-local` inputs hold Seoul wall-clock time (common's korean-days converts them).
 */
export function isWindowInOrder(start: string | null | undefined, end: string | null | undefined): boolean {
  const from = fromSeoulDateTimeLocal(start);
  const to = fromSeoulDateTimeLocal(end);
  return !from || !to || new Date(to).getTime() > new Date(from).getTime();
}
