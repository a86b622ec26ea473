import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ANALYTICS, ANALYTICS_MEMBER_SORTS, LIMITS, MESSAGES, SORT_ORDERS, type AnalyticsMemberSort, type SortOrder } from '@academy/common';
import { IsText, MaxChars, Trimmed } from '../../auth/dto/text-rules';
import { UsableText } from '../../common/usable-text.decorator';
import { ReportRangeQuery } from './report-range.query';

const V = MESSAGES.validation;

/** The members table (and its CSV): the range, a search, a sort and a page. */
export class ReportMembersQuery extends ReportRangeQuery {
  @ApiPropertyOptional({ description: '이름, 성, 이메일 검색', maxLength: LIMITS.searchMax })
  @IsOptional()
  @Trimmed()
  @MaxChars(LIMITS.searchMax, V.searchMax)
  @UsableText()
  @IsText(V.invalid)
  q?: string;

  @ApiPropertyOptional({ enum: ANALYTICS_MEMBER_SORTS, default: 'lastActivity' })
  @IsOptional()
  @IsIn(ANALYTICS_MEMBER_SORTS, { message: V.sort })
  sort?: AnalyticsMemberSort;

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'desc' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: V.sortOrder })
  order?: SortOrder;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: V.page })
  @IsInt({ message: V.page })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: ANALYTICS.membersPageSizeMax, default: ANALYTICS.membersPageSizeDefault })
  @IsOptional()
  @Type(() => Number)
  @Max(ANALYTICS.membersPageSizeMax, { message: V.pageSize })
  @Min(1, { message: V.pageSize })
  @IsInt({ message: V.pageSize })
  pageSize?: number;
}
