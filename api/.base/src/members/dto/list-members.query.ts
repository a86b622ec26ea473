import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { LIMITS, MEMBER_STATUSES, MESSAGES, ROLES, type MemberStatus, type Role } from '@academy/common';
import { IsText, MaxChars, Trimmed } from '../../auth/dto/text-rules';

const V = MESSAGES.validation;

export const MEMBER_PAGE_SIZE_MAX = 100;

/**
 * GET /api/admin/members. Without page/pageSize the whole filtered list comes back (an academy
 * has hundreds of members, and the admin table pages on its own); with them, one page.
 */
export class ListMembersQuery {
  @ApiPropertyOptional({ enum: MEMBER_STATUSES, default: 'all' })
  @IsOptional()
  @IsIn(MEMBER_STATUSES, { message: V.memberStatus })
  status?: MemberStatus;

  @ApiPropertyOptional({ description: '이름, 성, 이메일 검색 (대소문자 무시)', maxLength: LIMITS.searchMax })
  @IsOptional()
  @Trimmed()
  @MaxChars(LIMITS.searchMax, V.searchMax)
  @IsText(V.invalid)
  q?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: V.role })
  role?: Role;

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: V.page })
  @IsInt({ message: V.page })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MEMBER_PAGE_SIZE_MAX })
  @IsOptional()
  @Type(() => Number)
  @Max(MEMBER_PAGE_SIZE_MAX, { message: V.pageSize })
  @Min(1, { message: V.pageSize })
  @IsInt({ message: V.pageSize })
  pageSize?: number;
}
