import type { Consultation } from '@academy/common';
import type { ConsultationRequest } from './consultation.entity';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function toConsultationWire(row: ConsultationRequest): Consultation {
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    name: row.name,
    phone: row.phone,
    grade: row.grade,
    programSlug: row.programSlug,
    programTitle: row.programTitle,
    message: row.message,
    status: row.status,
    memo: row.memo,
    handledBy: row.handledBy,
    handledAt: iso(row.handledAt),
    closedAt: iso(row.closedAt),
  };
}
