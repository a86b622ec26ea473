import type { AdminVideo } from '@academy/common';
import { apiRequest } from '@academy/context';
import type { VideoInput } from './create-video';

export function updateVideo(id: string, input: VideoInput): Promise<AdminVideo> {
  return apiRequest<AdminVideo>('PUT', `/api/admin/videos/${encodeURIComponent(id)}`, input);
}
