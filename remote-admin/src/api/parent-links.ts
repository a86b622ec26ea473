import type { ActionAnswer, Id } from '@academy/common';
import type { AdminParentLinkList } from '@academy/common/parents';
import { api, type ApiPaths, type CallOptions } from '@academy/context';

/** GET /admin/parent-links' query: by status (the 학부모 tab) or by child (a member's 보호자). */
type ParentLinksQuery = NonNullable<ApiPaths['/admin/parent-links']['get']['parameters']['query']>;

/**
 * The 학부모 tab and a member's record both list and decide links: the calls live here, below both
 * features. Newest first, a server page at a time.
 */
export async function getParentLinks(query: ParentLinksQuery, options: CallOptions = {}): Promise<AdminParentLinkList> {
  return (await api.get('/admin/parent-links', { params: { query }, ...options })) ?? { items: [], total: 0 };
}

/** Confirms a waiting link: the parent sees the child's learning from now on. */
export function confirmParentLink(id: Id, options: CallOptions = {}): Promise<ActionAnswer> {
  return api.post('/admin/parent-links/{id}/confirm', { params: { path: { id } }, ...options });
}

/** Removes a confirmed link, or refuses a waiting request (the same route: the row goes). */
export function removeParentLink(id: Id, options: CallOptions = {}): Promise<ActionAnswer> {
  return api.delete('/admin/parent-links/{id}', { params: { path: { id } }, ...options });
}
