import { ApiPropertyOptional } from '@nestjs/swagger';
import { AUDIT, LIMITS, MESSAGES } from '@academy/common';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_TYPES,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditActorType,
  type AuditTargetType,
} from '@academy/common/audit';
import { IntegerField, IsoDateField, OneOfField, TextField } from '../../http/fields';

const V = MESSAGES.validation;

/** The filters of GET /api/admin/audit and /api/admin/audit.csv (the CSV ignores page and pageSize). */
export class AuditFilters {
  @ApiPropertyOptional({ enum: AUDIT_ACTOR_TYPES })
  @OneOfField(AUDIT_ACTOR_TYPES, V.auditActorType, { optional: true })
  actorType?: AuditActorType;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @OneOfField(AUDIT_ACTIONS, V.auditAction, { optional: true })
  action?: AuditAction;

  @ApiPropertyOptional({ enum: AUDIT_TARGET_TYPES })
  @OneOfField(AUDIT_TARGET_TYPES, V.auditTargetType, { optional: true })
  targetType?: AuditTargetType;

  @ApiPropertyOptional({
    type: String,
    description: '요약, 주체 이메일, IP 검색 (대소문자 무시)',
    maxLength: LIMITS.searchMax,
  })
  @TextField({ max: LIMITS.searchMax, tooLong: V.searchMax })
  q?: string | null;

  @ApiPropertyOptional({ type: String, description: '이 시각부터 (ISO 8601; 날짜만 쓰면 그날 0시 UTC)' })
  @IsoDateField()
  from?: string | null;

  @ApiPropertyOptional({ type: String, description: '이 시각까지 (ISO 8601; 날짜만 쓰면 그날 끝까지)' })
  @IsoDateField()
  to?: string | null;
}

export class AuditQuery extends AuditFilters {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IntegerField({ min: 1, max: Number.MAX_SAFE_INTEGER, message: V.page, fromText: true })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: AUDIT.pageSizeMax, default: AUDIT.pageSizeDefault })
  @IntegerField({ min: 1, max: AUDIT.pageSizeMax, message: V.pageSize, fromText: true })
  pageSize?: number;
}
