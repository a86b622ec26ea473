import type { VideoProgress } from '@academy/common';
import { apiUrl } from '@academy/context';

export interface ProgressReport {
  position: number;
  duration: number;
}

/**
 * PUT /api/videos/{id}/progress. `leaving`: the page is being hidden or closed; keepalive lets the
 * request outlive it (sendBeacon cannot PUT, and the API takes JSON only). Same-origin, so the
 * browser names our own origin and the server's cross-site check lets it through.
 */
export async function saveProgress(
  videoId: string,
  report: ProgressReport,
  leaving = false,
): Promise<VideoProgress | null> {
  // Direct fetch: the client's transport drops keepalive and raises (a 401 may redirect) where a save answers null.
  const response = await fetch(apiUrl('/videos/{id}/progress', { path: { id: videoId } }), {
    method: 'PUT',
    keepalive: leaving,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
  });
  if (!response.ok) return null;
  return (await response.json()) as VideoProgress;
}
