import { api } from '@academy/context';

/** Deletes the course and, on the server, all of its videos. */
export function deleteCourse(id: string): Promise<{ ok: true }> {
  return api.delete('/admin/courses/{id}', { params: { path: { id } } });
}
