import type { AdminVideo, Video } from '@academy/common';
import { apiRequest } from '@academy/context';

/** The secret console's subset of the admin video body. */
export type VideoLinkInput = Pick<
  AdminVideo,
  'courseId' | 'title' | 'externalUrl' | 'isPublished' | 'accessStart' | 'accessEnd'
>;

export function addVideoLink(input: VideoLinkInput): Promise<Video> {
  return apiRequest<Video>('POST', '/api/admin/videos', input);
}
