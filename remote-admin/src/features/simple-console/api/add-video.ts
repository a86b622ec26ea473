import type { SimpleVideo } from '@academy/common';
import { apiRequest } from '@academy/context';

export interface SimpleVideoInput {
  title: string;
  videoUrl: string;
  description?: string;
}

export function addVideo(input: SimpleVideoInput): Promise<SimpleVideo> {
  return apiRequest<SimpleVideo>('POST', '/api/simple/videos', input);
}
