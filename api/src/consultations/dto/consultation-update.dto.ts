import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONSULTATION,
  CONSULTATION_MESSAGES as M,
  CONSULTATION_STATUSES,
  type ConsultationStatus,
} from '@academy/common';
import { OneOfField, TextField } from '../../http/fields';

/** PATCH /api/admin/consultations/{id}: a field left out keeps its value; a blank memo clears it. */
export class ConsultationUpdateDto {
  @ApiPropertyOptional({ enum: CONSULTATION_STATUSES })
  @OneOfField(CONSULTATION_STATUSES, M.status, { optional: true })
  status?: ConsultationStatus;

  @ApiPropertyOptional({ type: String, maxLength: CONSULTATION.memoMax, nullable: true })
  @TextField({ max: CONSULTATION.memoMax, tooLong: M.memoMax })
  memo?: string | null;
}
