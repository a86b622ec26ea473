import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  AnalyticsDay,
  AnalyticsMemberDetail,
  AnalyticsMemberList,
  AnalyticsSummary,
  AnalyticsVideoRow,
} from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { AnalyticsService } from './analytics.service';
import { ReportMembersQuery } from './dto/report-members.query';
import { ReportRangeQuery } from './dto/report-range.query';
import { MemberReportService } from './member-report.service';
import { reportRange, type ReportRange } from './report-range';
import { SharedFlights } from './shared-flights';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';
import { ANALYTICS_SUMMARY_EXAMPLE } from '../openapi/examples';

/** One key per report and filter set: identical requests in flight share one computation. */
const keyOf = (route: string, range: ReportRange, extra: object = {}) =>
  JSON.stringify([route, range.from, range.to, range.courseId, extra]);

/** /admin/analytics: from and to are Seoul calendar days (both included, at most 366), courseId optional. */
@ApiTags('admin: analytics')
@Controller('api/admin/analytics')
@AdminAccess()
export class AnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly memberReport: MemberReportService,
    private readonly flights: SharedFlights,
  ) {}

  @Get('summary')
  @ApiOperation({ summary: '활동 회원, 시청 수, 완료 수, 평균 강의 완료율' })
  @ApiAnswer(200, 'AnalyticsSummary', { example: ANALYTICS_SUMMARY_EXAMPLE })
  @ApiErrors({ 404: ['NOT_FOUND'] })
  summary(@Query() query: ReportRangeQuery): Promise<AnalyticsSummary> {
    const range = reportRange(query);
    return this.flights.run(keyOf('summary', range), () => this.analytics.summary(range));
  }

  @Get('daily')
  @ApiOperation({ summary: '기간의 날마다 시청 수와 완료 수 (서울 기준 날짜)' })
  @ApiAnswer(200, 'AnalyticsDay', { array: true })
  @ApiErrors({ 404: ['NOT_FOUND'] })
  daily(@Query() query: ReportRangeQuery): Promise<AnalyticsDay[]> {
    const range = reportRange(query);
    return this.flights.run(keyOf('daily', range), () => this.analytics.daily(range));
  }

  @Get('videos')
  @ApiOperation({ summary: '동영상별 시청 수와 시청 회원(기간), 시작·완료 회원, 완료율, 평균 진도(현재)' })
  @ApiAnswer(200, 'AnalyticsVideoRow', { array: true })
  @ApiErrors({ 404: ['NOT_FOUND'] })
  videos(@Query() query: ReportRangeQuery): Promise<AnalyticsVideoRow[]> {
    const range = reportRange(query);
    return this.flights.run(keyOf('videos', range), () => this.analytics.videos(range));
  }

  @Get('members')
  @ApiOperation({ summary: '인증 회원별 현황 {items,total}: q, guardian, sort, order, page, pageSize' })
  @ApiAnswer(200, 'AnalyticsMemberList')
  @ApiErrors({ 404: ['NOT_FOUND'] })
  members(@Query() query: ReportMembersQuery): Promise<AnalyticsMemberList> {
    const range = reportRange(query);
    const { q, guardian, sort, order, page, pageSize } = query;
    return this.flights.run(keyOf('members', range, { q, guardian, sort, order, page, pageSize }), () =>
      this.memberReport.list(range, query),
    );
  }

  @Get('members/:id')
  @ApiOperation({ summary: '한 회원의 강의별·동영상별 진도' })
  @ApiAnswer(200, 'AnalyticsMemberDetail')
  member(@Param('id') id: string, @Query() query: ReportRangeQuery): Promise<AnalyticsMemberDetail> {
    return this.memberReport.detail(id, query.courseId ?? null);
  }
}
