import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, MEMBER_STATUSES, MESSAGES, ROLES, type MemberStatus, type Role } from '@academy/common';
import { IntegerField, OneOfField, TextField } from '../../http/fields';

const V = MESSAGES.validation;

export const MEMBER_PAGE_SIZE_MAX = 100;

/**
 * GET /api/admin/members. Without page/pageSize the whole filtered list comes back (an academy
 * has hundreds of members, and the admin table pages on its own); with them, one page.
 */
export class ListMembersQuery {
  @ApiPropertyOptional({ enum: MEMBER_STATUSES, default: 'all' })
  @OneOfField(MEMBER_STATUSES, V.memberStatus, { optional: true })
  status?: MemberStatus;

  @ApiPropertyOptional({
    type: String,
    description: '이름, 성, 이메일 검색 (대소문자 무시)',
    maxLength: LIMITS.searchMax,
  })
  @TextField({ max: LIMITS.searchMax, tooLong: V.searchMax })
  q?: string | null;

  @ApiPropertyOptional({ enum: ROLES })
  @OneOfField(ROLES, V.role, { optional: true })
  role?: Role;

  @ApiPropertyOptional({ minimum: 1 })
  @IntegerField({ min: 1, max: Number.MAX_SAFE_INTEGER, message: V.page, fromText: true })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MEMBER_PAGE_SIZE_MAX })
  @IntegerField({ min: 1, max: MEMBER_PAGE_SIZE_MAX, message: V.pageSize, fromText: true })
  pageSize?: number;
}
