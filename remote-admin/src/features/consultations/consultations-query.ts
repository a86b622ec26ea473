import { CONSULTATION, CONSULTATION_STATUSES, type ConsultationStatus } from '@academy/common';
import type { ApiPaths } from '@academy/context';

/** The inbox's filters as its URL keeps them (days as the date inputs give them, Korean days). */
export interface ConsultationView {
  status?: ConsultationStatus;
  programSlug?: string;
  q?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9-]{1,100}$/;

export function viewFromParams(params: URLSearchParams): ConsultationView {
  const status = params.get('status');
  const program = params.get('program') ?? '';
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? params.get(name)! : undefined);
  const page = Number(params.get('page'));
  return {
    status: (CONSULTATION_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as ConsultationStatus)
      : undefined,
    programSlug: SLUG.test(program) ? program : undefined,
    q: params.get('q')?.trim() || undefined,
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export const isFiltered = (view: ConsultationView) =>
  Boolean(view.status || view.programSlug || view.q || view.from || view.to);

/** The inbox's query as the API declares it (the CSV takes the same filters without the pages). */
type ConsultationQuery = NonNullable<ApiPaths['/admin/consultations']['get']['parameters']['query']>;

/** The API's query: the same names, days as Korean calendar days (the API reads them so); filters not chosen left out. */
export function apiQuery(view: ConsultationView, { paged }: { paged: boolean }): ConsultationQuery {
  return {
    status: view.status,
    programSlug: view.programSlug || undefined,
    q: view.q || undefined,
    from: view.from || undefined,
    to: view.to || undefined,
    ...(paged ? { page: view.page, pageSize: view.pageSize ?? CONSULTATION.pageSizeDefault } : {}),
  };
}
