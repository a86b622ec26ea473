import type { AdminVideo } from '@academy/common';
import type { VideoType } from '@academy/common/video-url';
import { api, type CallOptions } from '@academy/context';

/** The /admin/videos dialog's body. */
export type VideoInput = Pick<
  AdminVideo,
  'courseId' | 'title' | 'description' | 'externalUrl' | 'durationSec' | 'isPublished' | 'accessStart' | 'accessEnd'
>;

/** The secret console's link form: a course, a title, the URL, the published flag and the access window. */
export type VideoLinkInput = Pick<
  AdminVideo,
  'courseId' | 'title' | 'externalUrl' | 'isPublished' | 'accessStart' | 'accessEnd'
>;

/** The dashboard's body; the server files it under the uncategorized course. */
export interface DashboardVideoInput {
  title: string;
  type: VideoType;
  url: string;
}

/** POST /admin/videos: the videos screen, the dashboard and the secret console add videos the same way. */
export function createVideo(
  input: VideoInput | VideoLinkInput | DashboardVideoInput,
  options: CallOptions = {},
): Promise<AdminVideo> {
  return api.post('/admin/videos', { body: input, ...options });
}
