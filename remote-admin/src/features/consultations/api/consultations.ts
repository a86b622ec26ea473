import type { Consultation, ConsultationList, ConsultationUpdate } from '@academy/common';
import { apiRequest, getJson } from '@academy/context';
import { apiQuery, type ConsultationView } from '../consultations-query';

export async function getConsultations(view: ConsultationView): Promise<ConsultationList> {
  return (
    (await getJson<ConsultationList>(`/api/admin/consultations?${apiQuery(view, { paged: true }).toString()}`)) ?? {
      items: [],
      total: 0,
    }
  );
}

export function updateConsultation(id: string, change: ConsultationUpdate): Promise<Consultation> {
  return apiRequest<Consultation>('PATCH', `/api/admin/consultations/${encodeURIComponent(id)}`, change);
}

export function deleteConsultation(id: string): Promise<unknown> {
  return apiRequest('DELETE', `/api/admin/consultations/${encodeURIComponent(id)}`);
}

/** The same filters as a CSV download (every matching request, no pages). */
export function consultationsCsvUrl(view: ConsultationView): string {
  const query = apiQuery(view, { paged: false }).toString();
  return `/api/admin/consultations.csv${query ? `?${query}` : ''}`;
}
