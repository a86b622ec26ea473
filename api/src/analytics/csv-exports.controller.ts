import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ANALYTICS, formatSortableDateTime, roleLabel } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { seoulDay } from '@academy/common/korean-days';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { sendCsv } from '../http/csv';
import { ListMembersQuery } from '../members/dto/list-members.query';
import { MembersService, type MemberExportRow } from '../members/members.service';
import { ReportMembersQuery } from './dto/report-members.query';
import { MemberReportService } from './member-report.service';
import { reportRange } from './report-range';
import { ApiContent, ApiErrors } from '../openapi/api-answer.decorator';

const C = ADMIN_MESSAGES.csv;

/** The member lists as spreadsheets: UTF-8 with a BOM, RFC 4180, formulas neutralised, streamed in batches. */
@ApiTags('admin: analytics')
@Controller('api/admin')
@AdminAccess()
export class CsvExportsController {
  constructor(
    private readonly members: MembersService,
    private readonly report: MemberReportService,
  ) {}

  @Get('members.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: '회원 목록 CSV (회원 목록과 같은 status, q, role 조건)' })
  @ApiContent(200, 'text/csv', '회원 목록: UTF-8 BOM, RFC 4180, =+-@ 로 시작하는 칸은 무력화', {
    'Content-Disposition': { description: "attachment; filename*=UTF-8''…", schema: { type: 'string' } },
  })
  async membersCsv(@Query() query: ListMembersQuery, @Res() response: Response): Promise<void> {
    const { page: _page, pageSize: _pageSize, ...filters } = query;
    await sendCsv(response, {
      fileName: C.membersFile(seoulDay(new Date())),
      asciiFileName: 'members.csv',
      header: C.membersHeader,
      batches: this.memberBatches(filters),
    });
  }

  @Get('analytics/members.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: '학습 분석 회원 현황 CSV (from, to, courseId, q, guardian; 이름순)' })
  @ApiContent(200, 'text/csv', '학습 분석 회원 현황: UTF-8 BOM, RFC 4180, =+-@ 로 시작하는 칸은 무력화', {
    'Content-Disposition': { description: "attachment; filename*=UTF-8''…", schema: { type: 'string' } },
  })
  @ApiErrors({ 404: ['NOT_FOUND'] })
  async analyticsMembersCsv(@Query() query: ReportMembersQuery, @Res() response: Response): Promise<void> {
    const range = reportRange(query);
    const batches = this.report.batches(range, { q: query.q, guardian: query.guardian });
    await sendCsv(response, {
      fileName: C.analyticsMembersFile(range.from, range.to),
      asciiFileName: 'analytics-members.csv',
      header: C.analyticsMembersHeader,
      batches: mapBatches(batches, (row) => [
        row.name,
        row.email,
        row.views,
        row.started,
        row.completed,
        row.percent,
        formatSortableDateTime(row.lastActivity),
      ]),
    });
  }

  /** The admin list's own filters and order (newest first, as the screen shows them), a batch at a time. */
  private async *memberBatches(
    filters: Omit<ListMembersQuery, 'page' | 'pageSize'>,
  ): AsyncGenerator<Array<Array<string | number>>> {
    for await (const members of this.members.exportBatches(filters, ANALYTICS.csvBatchRows))
      yield members.map(memberRecord);
  }
}

function memberRecord(member: MemberExportRow): Array<string | number> {
  return [member.name, member.email, roleLabel(member.role), formatSortableDateTime(member.createdAt)];
}

async function* mapBatches<T, R>(batches: AsyncIterable<T[]>, map: (item: T) => R): AsyncGenerator<R[]> {
  for await (const batch of batches) yield batch.map(map);
}
