import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ANALYTICS,
  ANALYTICS_MEMBER_SORTS,
  LIMITS,
  MESSAGES,
  SORT_ORDERS,
  type AnalyticsMemberSort,
  type SortOrder,
} from '@academy/common';
import { ADMIN_MESSAGES, GUARDIAN_FILTERS, type GuardianFilter } from '@academy/common/admin-messages';
import { IntegerField, OneOfField, TextField } from '../../http/fields';
import { ReportRangeQuery } from './report-range.query';

const V = MESSAGES.validation;

/** The members table (and its CSV): the range, a search, the guardian filter, a sort and a page. */
export class ReportMembersQuery extends ReportRangeQuery {
  @ApiPropertyOptional({ type: String, description: '이름, 성, 이메일 검색', maxLength: LIMITS.searchMax })
  @TextField({ max: LIMITS.searchMax, tooLong: V.searchMax })
  q?: string | null;

  @ApiPropertyOptional({
    enum: GUARDIAN_FILTERS,
    description: 'with: 확인된 학부모 연결이 있는 회원만, without: 없는 회원만 (빼면 모두)',
  })
  @OneOfField(GUARDIAN_FILTERS, ADMIN_MESSAGES.analytics.guardianInvalid, { optional: true })
  guardian?: GuardianFilter;

  @ApiPropertyOptional({ enum: ANALYTICS_MEMBER_SORTS, default: 'lastActivity' })
  @OneOfField(ANALYTICS_MEMBER_SORTS, V.sort, { optional: true })
  sort?: AnalyticsMemberSort;

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'desc' })
  @OneOfField(SORT_ORDERS, V.sortOrder, { optional: true })
  order?: SortOrder;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IntegerField({ min: 1, max: Number.MAX_SAFE_INTEGER, message: V.page, fromText: true })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: ANALYTICS.membersPageSizeMax, default: ANALYTICS.membersPageSizeDefault })
  @IntegerField({ min: 1, max: ANALYTICS.membersPageSizeMax, message: V.pageSize, fromText: true })
  pageSize?: number;
}
