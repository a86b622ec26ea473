import type { AuditList } from '@academy/common';
import { api, apiUrl } from '@academy/context';
import { apiQuery, type AuditView } from '../audit-query';

export async function getAudit(view: AuditView): Promise<AuditList> {
  return (
    (await api.get('/admin/audit', { params: { query: apiQuery(view, { paged: true }) } })) ?? {
      items: [],
      total: 0,
    }
  );
}

/** The same filters as a CSV download (every matching row, no pages). */
export function auditCsvUrl(view: AuditView): string {
  return apiUrl('/admin/audit.csv', { query: apiQuery(view, { paged: false }) });
}
