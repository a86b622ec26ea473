import type { Video } from '@academy/common';
import { apiRequest } from '@academy/context';

export interface VideoLinkInput {
  courseId: string;
  title: string;
  externalUrl: string;
  isPublished: boolean;
  accessStart: string | null;
  accessEnd: string | null;
}

export function addVideoLink(input: VideoLinkInput): Promise<Video> {
  return apiRequest<Video>('POST', '/api/admin/videos', input);
}
