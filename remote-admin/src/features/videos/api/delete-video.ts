import { api, type CallOptions } from '@academy/context';

export function deleteVideo(id: string, options: CallOptions = {}) {
  return api.delete('/admin/videos/{id}', { params: { path: { id } }, ...options });
}
