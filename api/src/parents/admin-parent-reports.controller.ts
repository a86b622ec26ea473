import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ActionAnswer } from '@academy/common';
import { seoulWeek } from '@academy/common/korean-days';
import { PARENT_MESSAGES, type ReportPreview } from '@academy/common/parents';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';
import { WeekReportQuery } from './dto/week-report.query';
import { WeeklyReportsService } from './weekly-reports.service';

/** The staff's view of one parent's weekly report: read it as the mail, or send it now. */
@ApiTags('admin-parents')
@Controller('api/admin/parents/:id/report')
@AdminAccess()
export class AdminParentReportsController {
  constructor(private readonly reports: WeeklyReportsService) {}

  @Get()
  @ApiOperation({ summary: '학부모 주간 리포트 미리보기 (메일 제목과 HTML; 기본 이번 주)' })
  @ApiAnswer(200, 'ReportPreview')
  @ApiErrors({ 404: ['NOT_FOUND'] })
  preview(@Param('id') id: string, @Query() query: WeekReportQuery): Promise<ReportPreview> {
    return this.reports.preview(id, query.week ?? seoulWeek(new Date()));
  }

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: '학부모 주간 리포트 지금 보내기 (이번 주 현재까지; 예약 발송과 별개)' })
  @ApiAnswer(202, 'ActionAnswer')
  @ApiErrors({ 404: ['NOT_FOUND'] })
  async send(@Param('id') id: string): Promise<ActionAnswer> {
    await this.reports.sendNow(id, seoulWeek(new Date()));
    return { ok: true, message: PARENT_MESSAGES.reportQueued };
  }
}
