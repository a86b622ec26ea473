import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  LIMITS,
  MEMBER_PAGE,
  MEMBER_SORTS,
  MEMBER_STATUSES,
  MESSAGES,
  ROLES,
  SORT_ORDERS,
  type MemberSort,
  type MemberStatus,
  type Role,
  type SortOrder,
} from '@academy/common';
import { IntegerField, OneOfField, TextField } from '../../http/fields';

const V = MESSAGES.validation;

/**
 * GET /api/admin/members: always one page (the first MEMBER_PAGE.sizeDefault without page and
 * pageSize), so a list of 30,000 members costs what one of 300 does; `total` counts them all.
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

  @ApiPropertyOptional({ enum: MEMBER_SORTS, default: 'createdAt' })
  @OneOfField(MEMBER_SORTS, V.sort, { optional: true })
  sort?: MemberSort;

  @ApiPropertyOptional({ enum: SORT_ORDERS, description: '기본: createdAt은 desc, name·email은 asc' })
  @OneOfField(SORT_ORDERS, V.sortOrder, { optional: true })
  order?: SortOrder;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IntegerField({ min: 1, max: Number.MAX_SAFE_INTEGER, message: V.page, fromText: true })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MEMBER_PAGE.sizeMax, default: MEMBER_PAGE.sizeDefault })
  @IntegerField({ min: 1, max: MEMBER_PAGE.sizeMax, message: V.pageSize, fromText: true })
  pageSize?: number;
}
