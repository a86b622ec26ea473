import type { Consultation, ConsultationList, ConsultationUpdate } from '@academy/common';
import { api, apiUrl, type CallOptions } from '@academy/context';
import { apiQuery, type ConsultationView } from '../consultations-query';

export async function getConsultations(view: ConsultationView, options: CallOptions = {}): Promise<ConsultationList> {
  return (
    (await api.get('/admin/consultations', { params: { query: apiQuery(view, { paged: true }) }, ...options })) ?? {
      items: [],
      total: 0,
    }
  );
}

export function updateConsultation(
  id: string,
  change: ConsultationUpdate,
  options: CallOptions = {},
): Promise<Consultation> {
  return api.patch('/admin/consultations/{id}', { params: { path: { id } }, body: change, ...options });
}

export function deleteConsultation(id: string, options: CallOptions = {}): Promise<unknown> {
  return api.delete('/admin/consultations/{id}', { params: { path: { id } }, ...options });
}

/** The same filters as a CSV download (every matching request, no pages). */
export function consultationsCsvUrl(view: ConsultationView): string {
  return apiUrl('/admin/consultations.csv', { query: apiQuery(view, { paged: false }) });
}
