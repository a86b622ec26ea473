import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES, type MemberDecision } from '@academy/common';
import { IdListField, OneOfField } from '../../http/fields';
import { MemoDto } from './member-action.dto';

const DECISIONS: readonly MemberDecision[] = ['approve', 'reject'];

/** POST /api/admin/members/decisions: several pending members approved or rejected at once, with one memo. */
export class MemberDecisionsDto extends MemoDto {
  @ApiProperty({ type: [String], minItems: 1, maxItems: LIMITS.batchIdsMax, description: '회원 id 목록' })
  @IdListField()
  ids: string[];

  @ApiProperty({ enum: DECISIONS })
  @OneOfField(DECISIONS, MESSAGES.validation.decision)
  decision: MemberDecision;
}
