import type { SimpleVideo } from '@academy/common';
import { getJson } from '@academy/context';

export async function getVideos(): Promise<SimpleVideo[]> {
  return (await getJson<SimpleVideo[]>('/api/simple/videos')) ?? [];
}
