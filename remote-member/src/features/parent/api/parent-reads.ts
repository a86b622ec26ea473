import type {
  ChildWeekReport,
  ParentChild,
  ParentLinkRequested,
  ParentOwnLink,
  ParentSettings,
} from '@academy/common/parents';
import { api, useApiQuery, type ApiQuery } from '@academy/context';

/** GET /api/parent/children: the confirmed children. */
export function useParentChildren(): ApiQuery<ParentChild[]> {
  return useApiQuery('/parent/children');
}

/** GET /api/parent/links: the parent's requests, waiting and confirmed. */
export function useParentLinks(): ApiQuery<ParentOwnLink[]> {
  return useApiQuery('/parent/links');
}

/** GET /api/parent/children/{id}/report: one child's week (this week when `week` is null). */
export function useChildReport(childId: string, week: string | null): ApiQuery<ChildWeekReport> {
  return useApiQuery('/parent/children/{id}/report', {
    params: { path: { id: childId }, query: week ? { week } : {} },
  });
}

export function useParentSettings(): ApiQuery<ParentSettings> {
  return useApiQuery('/parent/settings');
}

export function requestLink(code: string): Promise<ParentLinkRequested> {
  return api.post('/parent/links', { body: { code } });
}

export function removeLink(id: string): Promise<{ message: string }> {
  return api.delete('/parent/links/{id}', { params: { path: { id } } });
}

export function changeParentSettings(change: Partial<Pick<ParentSettings, 'weeklyReport' | 'reportByPhone'>>) {
  return api.patch('/parent/settings', { body: change });
}
