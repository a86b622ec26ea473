import type { AdminVideo } from '@academy/common';
import { getJson } from '@academy/context';

/** Every video with its access status now and its course's title. */
export async function getAdminVideos(): Promise<AdminVideo[]> {
  return (await getJson<AdminVideo[]>('/api/admin/videos')) ?? [];
}
