import { apiRequest } from '@academy/context';

export async function recordVideoView(videoId: string): Promise<void> {
  await apiRequest('POST', `/api/videos/${encodeURIComponent(videoId)}/view`);
}
