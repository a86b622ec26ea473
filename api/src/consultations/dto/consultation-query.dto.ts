import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONSULTATION,
  CONSULTATION_MESSAGES as M,
  CONSULTATION_STATUSES,
  LIMITS,
  MESSAGES,
  type ConsultationStatus,
} from '@academy/common';
import { DayField, IntegerField, OneOfField, TextField } from '../../http/fields';

const V = MESSAGES.validation;

/** The filters of GET /api/admin/consultations and consultations.csv (the CSV ignores paging). */
export class ConsultationFilters {
  @ApiPropertyOptional({ enum: CONSULTATION_STATUSES })
  @OneOfField(CONSULTATION_STATUSES, M.status, { optional: true })
  status?: ConsultationStatus;

  @ApiPropertyOptional({ type: String, description: '프로그램 슬러그' })
  @TextField({ max: LIMITS.slugStoredMax, tooLong: V.slugMax })
  programSlug?: string | null;

  @ApiPropertyOptional({ type: String, description: '이름 또는 연락처 검색', maxLength: LIMITS.searchMax })
  @TextField({ max: LIMITS.searchMax, tooLong: V.searchMax })
  q?: string | null;

  @ApiPropertyOptional({ description: '접수일 시작 (YYYY-MM-DD, 한국 시간, 그날 포함)' })
  @DayField()
  from?: string;

  @ApiPropertyOptional({ description: '접수일 끝 (YYYY-MM-DD, 한국 시간, 그날 포함)' })
  @DayField()
  to?: string;
}

export class ConsultationQuery extends ConsultationFilters {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IntegerField({ min: 1, max: Number.MAX_SAFE_INTEGER, message: V.page, fromText: true })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: CONSULTATION.pageSizeMax, default: CONSULTATION.pageSizeDefault })
  @IntegerField({ min: 1, max: CONSULTATION.pageSizeMax, message: V.pageSize, fromText: true })
  pageSize?: number;
}
