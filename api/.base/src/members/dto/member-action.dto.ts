import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { LIMITS, MESSAGES } from '@academy/common';
import { IsText, MaxChars, MinChars, Trimmed } from '../../auth/dto/text-rules';

const V = MESSAGES.validation;

/** An optional memo of an approval decision; blank means none. */
export class MemoDto {
  @ApiPropertyOptional({ maxLength: LIMITS.memoMax })
  @IsOptional()
  @Trimmed()
  @MaxChars(LIMITS.memoMax, V.memoMax)
  @IsText(V.invalid)
  memo?: string | null;
}

/** approve-user / reject-user / revoke-user: which member, and why. */
export class MemberActionDto extends MemoDto {
  @ApiProperty({ description: '회원 id' })
  @Trimmed()
  @MinChars(1, V.userId)
  @IsText(V.userId)
  userId: string;
}
