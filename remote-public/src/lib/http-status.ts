/** The HTTP status an error from the request helper carries, if any. */
export function httpStatusOf(error: unknown): number | null {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}
