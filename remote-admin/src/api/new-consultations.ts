import { api, type CallOptions } from '@academy/context';

/** Sent after the inbox changes a request, so the menu badge and the overview count again. */
export const CONSULTATIONS_CHANGED_EVENT = 'academy:consultations-changed';
export const announceConsultationsChanged = () => window.dispatchEvent(new Event(CONSULTATIONS_CHANGED_EVENT));

/** GET /admin/consultations/new-count: the requests still 신규 (the menu badge, the overview). */
export async function getNewConsultationCount(options: CallOptions = {}): Promise<number> {
  return (await api.get('/admin/consultations/new-count', options))?.count ?? 0;
}
