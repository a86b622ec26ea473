import { api } from '@academy/context';

/** The playable address of one video; the server answers 403 when the caller may not play it now. */
export async function getVideoUrl(videoId: string): Promise<string> {
  const answer = await api.get('/videos/{id}/url', { params: { path: { id: videoId } } });
  if (!answer || typeof answer.url !== 'string' || !answer.url) throw new Error('url: unexpected answer');
  return answer.url;
}
