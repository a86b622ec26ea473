import type { AuditList } from '@academy/common';
import { getJson } from '@academy/context';
import { apiQuery, type AuditView } from '../audit-query';

export async function getAudit(view: AuditView): Promise<AuditList> {
  return (
    (await getJson<AuditList>(`/api/admin/audit?${apiQuery(view, { paged: true }).toString()}`)) ?? {
      items: [],
      total: 0,
    }
  );
}

/** The same filters as a CSV download (every matching row, no pages). */
export function auditCsvUrl(view: AuditView): string {
  const query = apiQuery(view, { paged: false }).toString();
  return `/api/admin/audit.csv${query ? `?${query}` : ''}`;
}
