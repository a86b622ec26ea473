import type { AuditEntry } from '@academy/common';
import type { AuditRecord } from './audit-record.entity';

export function toAuditWire(record: AuditRecord, targetExists: boolean): AuditEntry {
  return {
    id: String(record.id),
    at: new Date(record.at).toISOString(),
    actorType: record.actorType,
    actorId: record.actorId,
    actorEmail: record.actorEmail,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    summary: record.summary,
    ip: record.ip,
    targetExists,
  };
}
