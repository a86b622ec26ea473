import type { SimpleVideo } from '@academy/common';
import { api } from '@academy/context';

export async function getVideos(): Promise<SimpleVideo[]> {
  return (await api.get('/simple/videos')) ?? [];
}
