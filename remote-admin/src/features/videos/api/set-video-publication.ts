import type { BatchAnswer, BatchResult, Id } from '@academy/common';
import { apiRequest, type RequestOptions } from '@academy/context';

/** One video's outcome in a batch: changed, or refused with the code and sentence its single update would give. */
export type PublicationResult = BatchResult;

/** POST /api/admin/videos/publication: publishes or unpublishes several videos, each on its own. */
export async function setVideoPublication(
  ids: Id[],
  published: boolean,
  options: RequestOptions = {},
): Promise<PublicationResult[]> {
  const answer = await apiRequest<BatchAnswer>('POST', '/api/admin/videos/publication', { ids, published }, options);
  return answer.results;
}
