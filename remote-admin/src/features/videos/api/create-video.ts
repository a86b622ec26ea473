import type { AdminVideo } from '@academy/common';
import { apiRequest } from '@academy/context';

export interface VideoInput {
  courseId: string;
  title: string;
  description: string | null;
  externalUrl: string;
  durationSec: number | null;
  isPublished: boolean;
  accessStart: string | null;
  accessEnd: string | null;
}

export function createVideo(input: VideoInput): Promise<AdminVideo> {
  return apiRequest<AdminVideo>('POST', '/api/admin/videos', input);
}
