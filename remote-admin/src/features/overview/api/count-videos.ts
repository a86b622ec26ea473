import { getJson, type RequestOptions } from '@academy/context';

/** How many videos exist (admin list); null when the list cannot be read, so the screen can say so. */
export async function countVideos(options: RequestOptions = {}): Promise<number | null> {
  try {
    const videos = await getJson<unknown[]>('/api/admin/videos', options);
    return Array.isArray(videos) ? videos.length : null;
  } catch {
    return null;
  }
}
