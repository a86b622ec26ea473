import type { AdminVideo } from '@academy/common';
import { apiRequest, type RequestOptions } from '@academy/context';
import type { DashboardVideoInput, VideoInput } from '../../../api/create-video';

/** The full form, the dashboard form, or the title alone (the dashboard's rename): fields left out keep their value. */
export function updateVideo(
  id: string,
  input: VideoInput | DashboardVideoInput | Pick<VideoInput, 'title'>,
  options: RequestOptions = {},
): Promise<AdminVideo> {
  return apiRequest<AdminVideo>('PUT', `/api/admin/videos/${encodeURIComponent(id)}`, input, options);
}
