import type { ParentLinkCode } from '@academy/common/parents';
import { api, useApiQuery, type ApiQuery } from '@academy/context';

/** GET /api/me/parent-link-code: the student's code (the same one until it expires, then a new one). */
export function useParentLinkCode(): ApiQuery<ParentLinkCode> {
  return useApiQuery('/me/parent-link-code');
}

/** POST /api/me/parent-link-code: a new code; the old one stops working at once. */
export function renewParentLinkCode(): Promise<ParentLinkCode> {
  return api.post('/me/parent-link-code');
}
