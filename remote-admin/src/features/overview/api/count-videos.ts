import { api, type CallOptions } from '@academy/context';

/** How many videos exist (admin list); null when the list cannot be read, so the screen can say so. */
export async function countVideos(options: CallOptions = {}): Promise<number | null> {
  try {
    const videos = await api.get('/admin/videos', options);
    return Array.isArray(videos) ? videos.length : null;
  } catch {
    return null;
  }
}
