import { api } from '@academy/context';

export async function recordVideoView(videoId: string): Promise<void> {
  await api.post('/videos/{id}/view', { params: { path: { id: videoId } } });
}
