import { getJson } from '@academy/context';

/** A video as the simple console lists it; older answers name the link `url` or `videoUrl`. */
export interface SimpleVideo {
  id: string;
  title: string;
  description: string | null;
  externalUrl?: string | null;
  url?: string | null;
  videoUrl?: string | null;
  createdAt: string;
}

export function videoLinkOf(video: SimpleVideo): string {
  return video.externalUrl ?? video.videoUrl ?? video.url ?? '';
}

export async function getVideos(): Promise<SimpleVideo[]> {
  return (await getJson<SimpleVideo[]>('/api/simple/videos')) ?? [];
}
