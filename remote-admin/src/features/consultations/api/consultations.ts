import type { Consultation, ConsultationList, ConsultationUpdate } from '@academy/common';
import { apiRequest, getJson, type RequestOptions } from '@academy/context';
import { apiQuery, type ConsultationView } from '../consultations-query';

export async function getConsultations(
  view: ConsultationView,
  options: RequestOptions = {},
): Promise<ConsultationList> {
  return (
    (await getJson<ConsultationList>(
      `/api/admin/consultations?${apiQuery(view, { paged: true }).toString()}`,
      options,
    )) ?? {
      items: [],
      total: 0,
    }
  );
}

export function updateConsultation(
  id: string,
  change: ConsultationUpdate,
  options: RequestOptions = {},
): Promise<Consultation> {
  return apiRequest<Consultation>('PATCH', `/api/admin/consultations/${encodeURIComponent(id)}`, change, options);
}

export function deleteConsultation(id: string, options: RequestOptions = {}): Promise<unknown> {
  return apiRequest('DELETE', `/api/admin/consultations/${encodeURIComponent(id)}`, undefined, options);
}

/** The same filters as a CSV download (every matching request, no pages). */
export function consultationsCsvUrl(view: ConsultationView): string {
  const query = apiQuery(view, { paged: false }).toString();
  return `/api/admin/consultations.csv${query ? `?${query}` : ''}`;
}
