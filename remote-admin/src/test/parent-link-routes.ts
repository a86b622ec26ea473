import { PARENT_MESSAGES as M, type AdminParentLink, type ParentLinkStatus } from '@academy/common/parents';
import { apiError, type RouteTable } from '@academy/context/testing';

/** One link as GET /api/admin/parent-links answers it; a parent 김영희 asking for the student 김민수 by default. */
export function parentLink(overrides: Partial<AdminParentLink> = {}): AdminParentLink {
  return {
    id: 'l1',
    status: 'PENDING',
    createdAt: '2026-12-01T01:00:00.000Z',
    confirmedAt: null,
    parent: { id: 'par1', firstName: '영희', lastName: '김', email: 'mom@test.local', phone: '010-9876-5432' },
    child: { id: 'p1', firstName: '민수', lastName: '김', email: 'minsu@test.local' },
    ...overrides,
  };
}

/**
 * The staff's parent-link routes for mockApi, changing the links as the server would: confirm a
 * waiting one (a confirmed one is refused with 409), remove any (a gone one is 404). The list is
 * filtered by status and child, newest first as given.
 */
export function parentLinkRoutes(initial: AdminParentLink[]): RouteTable {
  let links = [...initial];
  const linkAt = (path: string) => links.find((link) => link.id === decodeURIComponent(path.split('/')[4] ?? ''));
  return {
    'GET /api/admin/parent-links': ({ query }) => {
      const items = links.filter(
        (link) =>
          (!query.status || link.status === query.status) &&
          (!query.childId || link.child.id === query.childId) &&
          (!query.parentId || link.parent.id === query.parentId),
      );
      return { body: { items, total: items.length } };
    },
    'POST /api/admin/parent-links/*': ({ path }) => {
      const link = linkAt(path);
      if (!link) return apiError(404, 'NOT_FOUND', M.linkNotFound);
      if (link.status === 'CONFIRMED') return apiError(409, 'INVALID_STATE', M.alreadyConfirmed);
      const status: ParentLinkStatus = 'CONFIRMED';
      links = links.map((one) => (one === link ? { ...one, status, confirmedAt: '2026-12-02T01:00:00.000Z' } : one));
      return { body: { ok: true, message: M.confirmed } };
    },
    'POST /api/admin/members/*': () => ({
      status: 201,
      body: { ok: true, message: M.inviteSent(7), expiresAt: '2026-12-09T01:00:00.000Z' },
    }),
    'DELETE /api/admin/parent-links/*': ({ path }) => {
      const link = linkAt(path);
      if (!link) return apiError(404, 'NOT_FOUND', M.linkNotFound);
      links = links.filter((one) => one !== link);
      return { body: { ok: true, message: M.unlinked } };
    },
  };
}
