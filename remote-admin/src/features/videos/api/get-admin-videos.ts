import type { AdminVideo } from '@academy/common';
import { getJson, type RequestOptions } from '@academy/context';

/** Every video with its access status now and its course's title. */
export async function getAdminVideos(options: RequestOptions = {}): Promise<AdminVideo[]> {
  return (await getJson<AdminVideo[]>('/api/admin/videos', options)) ?? [];
}
