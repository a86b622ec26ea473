import type { AdminVideo } from '@academy/common';
import { api, type CallOptions } from '@academy/context';
import type { DashboardVideoInput, VideoInput } from '../../../api/create-video';

/** The full form, the dashboard form, or the title alone (the dashboard's rename): fields left out keep their value. */
export function updateVideo(
  id: string,
  input: VideoInput | DashboardVideoInput | Pick<VideoInput, 'title'>,
  options: CallOptions = {},
): Promise<AdminVideo> {
  return api.put('/admin/videos/{id}', { params: { path: { id } }, body: input, ...options });
}
