/**
 * `<input type="datetime-local">` speaks local wall-clock time at minute precision; the API
 * speaks ISO-8601 UTC. These convert between the two.
 */
export function localInputToIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function isoToLocalInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An access or publish window whose end is not after its start is refused (both optional). */
export function isWindowInOrder(start: string | null | undefined, end: string | null | undefined): boolean {
  const from = localInputToIso(start);
  const to = localInputToIso(end);
  return !from || !to || new Date(to).getTime() > new Date(from).getTime();
}
