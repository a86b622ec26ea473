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

/**
 * The API's query for a view: a chosen day runs from its first to its last moment in Korean time
 * (the academy's, which every date on the site is shown in).
 */
export function apiQuery(view: AuditView, { paged }: { paged: boolean }): URLSearchParams {
  const query = new URLSearchParams();
  if (view.actorType) query.set('actorType', view.actorType);
  if (view.action) query.set('action', view.action);
  if (view.targetType) query.set('targetType', view.targetType);
  if (view.q) query.set('q', view.q);
  if (view.from) query.set('from', seoulDayStart(view.from).toISOString());
  if (view.to) query.set('to', seoulDayEnd(view.to).toISOString());
  if (paged) {
    query.set('page', String(view.page));
    query.set('pageSize', String(view.pageSize ?? AUDIT.pageSizeDefault));
  }
  return query;
}
