import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { IdField, TextField } from '../../http/fields';

const V = MESSAGES.validation;

/** An optional memo of an approval decision; blank means none. */
export class MemoDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.memoMax })
  @TextField({ max: LIMITS.memoMax, tooLong: V.memoMax })
  memo?: string | null;
}

/** approve-user / reject-user / revoke-user: which member, and why. */
export class MemberActionDto extends MemoDto {
  @ApiProperty({ description: '회원 id' })
  @IdField(V.userId)
  userId: string;
}
