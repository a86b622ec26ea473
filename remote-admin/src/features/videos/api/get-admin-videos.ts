import type { AdminVideo } from '@academy/common';
import { api, type CallOptions } from '@academy/context';

/** Every video with its access status now and its course's title. */
export async function getAdminVideos(options: CallOptions = {}): Promise<AdminVideo[]> {
  return (await api.get('/admin/videos', options)) ?? [];
}
