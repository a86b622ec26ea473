import { apiRequest } from '@academy/context';

/** Deletes the course and, on the server, all of its videos. */
export function deleteCourse(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('DELETE', `/api/admin/courses/${encodeURIComponent(id)}`);
}
