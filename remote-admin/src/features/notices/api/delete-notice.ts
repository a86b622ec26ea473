import { api } from '@academy/context';

export function deleteNotice(id: string): Promise<{ ok: true }> {
  return api.delete('/admin/notices/{id}', { params: { path: { id } } });
}
