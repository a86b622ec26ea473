import type { ActionAnswer, Id } from '@academy/common';
import type { AdminParentLinkList, ParentInvitationInput, ReportPreview } from '@academy/common/parents';
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

/** GET /admin/parents/{id}/report: this week's report mail as the parent would get it. */
export function getParentReportPreview(parentId: Id, options: CallOptions = {}): Promise<ReportPreview> {
  return api.get('/admin/parents/{id}/report', { params: { path: { id: parentId } }, ...options });
}

/** POST /admin/parents/{id}/report (202): the report sent now, beside the Monday schedule. */
export function sendParentReport(parentId: Id, options: CallOptions = {}): Promise<ActionAnswer> {
  return api.post('/admin/parents/{id}/report', { params: { path: { id: parentId } }, ...options });
}

/** POST /admin/members/{id}/parent-invitations: a one-time link to a parent's e-mail and/or phone. */
export function inviteParent(
  memberId: Id,
  body: ParentInvitationInput,
  options: CallOptions = {},
): Promise<ActionAnswer> {
  return api.post('/admin/members/{id}/parent-invitations', { params: { path: { id: memberId } }, body, ...options });
}
