import type { AdminVideo } from '@academy/common';
import type { VideoType } from '@academy/common/video-url';
import { apiRequest, type RequestOptions } from '@academy/context';

/** The /admin/videos dialog's body. */
export type VideoInput = Pick<
  AdminVideo,
  'courseId' | 'title' | 'description' | 'externalUrl' | 'durationSec' | 'isPublished' | 'accessStart' | 'accessEnd'
>;

/** The dashboard's body; the server files it under the uncategorized course. */
export interface DashboardVideoInput {
  title: string;
  type: VideoType;
  url: string;
}

export function createVideo(
  input: VideoInput | DashboardVideoInput,
  options: RequestOptions = {},
): Promise<AdminVideo> {
  return apiRequest<AdminVideo>('POST', '/api/admin/videos', input, options);
}
