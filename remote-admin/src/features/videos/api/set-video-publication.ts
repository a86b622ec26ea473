import type { BatchResult, Id } from '@academy/common';
import { api, type CallOptions } from '@academy/context';

/** One video's outcome in a batch: changed, or refused with the code and sentence its single update would give. */
export type PublicationResult = BatchResult;

/** POST /api/admin/videos/publication: publishes or unpublishes several videos, each on its own. */
export async function setVideoPublication(
  ids: Id[],
  published: boolean,
  options: CallOptions = {},
): Promise<PublicationResult[]> {
  const answer = await api.post('/admin/videos/publication', { body: { ids, published }, ...options });
  return answer.results;
}
