import {
  CONSULTATION_MESSAGES as M,
  type ConsultationCreated,
  type ConsultationInput,
  type FieldError,
} from '@academy/common';
import { api, HttpError } from '@academy/context';

export type SendResult =
  { ok: true; created: ConsultationCreated } | { ok: false; message: string; errors: FieldError[] };

/** POST /api/consultations: the server's Korean refusal (fields, the hourly limit) or a plain failure message. */
export async function sendConsultation(input: ConsultationInput): Promise<SendResult> {
  try {
    return { ok: true, created: await api.post('/consultations', { body: input }) };
  } catch (error) {
    if (error instanceof HttpError && error.code)
      return { ok: false, message: error.userMessage, errors: error.fieldErrors };
    return { ok: false, message: M.sendFailed, errors: [] };
  }
}
