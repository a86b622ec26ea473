import { AUDIT } from '@academy/common';
import {
  isAuditAction,
  type AuditAction,
  type AuditActorType,
  type AuditTargetType,
  AUDIT_ACTOR_TYPES,
  AUDIT_TARGET_TYPES,
} from '@academy/common/audit';
import { seoulDayEnd, seoulDayStart } from '@academy/common/korean-days';
import type { ApiPaths } from '@academy/context';

/** The audit screen's filters as its URL keeps them (dates as the date inputs give them, YYYY-MM-DD). */
export interface AuditView {
  actorType?: AuditActorType;
  action?: AuditAction;
  targetType?: AuditTargetType;
  q?: string;
  from?: string;
  to?: string;
  page: number;
  /** Rows a page; the API's default when not given. */
  pageSize?: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

export function viewFromParams(params: URLSearchParams): AuditView {
  const action = params.get('action');
  const page = Number(params.get('page'));
  const date = (name: string) => (DATE.test(params.get(name) ?? '') ? params.get(name)! : undefined);
  return {
    actorType: oneOf(AUDIT_ACTOR_TYPES, params.get('actorType')),
    action: isAuditAction(action) ? action : undefined,
    targetType: oneOf(AUDIT_TARGET_TYPES, params.get('targetType')),
    q: params.get('q')?.trim() || undefined,
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export const isFiltered = (view: AuditView) =>
  Boolean(view.actorType || view.action || view.targetType || view.q || view.from || view.to);

/** The audit list's query as the API declares it (the CSV takes the same filters without the pages). */
type AuditQuery = NonNullable<ApiPaths['/admin/audit']['get']['parameters']['query']>;

/**
 * The API's query for a view: a chosen day runs from its first to its last moment in Korean time
 * (the academy's, which every date on the site is shown in). Filters not chosen are left out.
 */
export function apiQuery(view: AuditView, { paged }: { paged: boolean }): AuditQuery {
  return {
    actorType: view.actorType,
    action: view.action,
    targetType: view.targetType,
    q: view.q || undefined,
    from: view.from ? seoulDayStart(view.from).toISOString() : undefined,
    to: view.to ? seoulDayEnd(view.to).toISOString() : undefined,
    ...(paged ? { page: view.page, pageSize: view.pageSize ?? AUDIT.pageSizeDefault } : {}),
  };
}
