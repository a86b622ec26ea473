import type { CanViewAnswer } from '@academy/common';
import { getJson } from '@academy/context';

export async function checkVideoAccess(videoId: string): Promise<CanViewAnswer> {
  const answer = await getJson<CanViewAnswer>(['/api/videos', encodeURIComponent(videoId), 'can-view']);
  if (!answer || typeof answer.canView !== 'boolean') throw new Error('can-view: unexpected answer');
  return answer;
}
