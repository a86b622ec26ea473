import type { CanViewAnswer } from '@academy/common';
import { api } from '@academy/context';

export async function checkVideoAccess(videoId: string): Promise<CanViewAnswer> {
  const answer = await api.get('/videos/{id}/can-view', { params: { path: { id: videoId } } });
  if (!answer || typeof answer.canView !== 'boolean') throw new Error('can-view: unexpected answer');
  return answer;
}
