import type { SimpleVideo } from '@academy/common';
import { api } from '@academy/context';

export interface SimpleVideoInput {
  title: string;
  videoUrl: string;
  description?: string;
}

export function addVideo(input: SimpleVideoInput): Promise<SimpleVideo> {
  return api.post('/simple/videos', { body: input });
}
