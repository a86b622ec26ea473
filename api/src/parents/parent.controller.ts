import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { ActionAnswer } from '@academy/common';
import { seoulWeek } from '@academy/common/korean-days';
import {
  PARENT_MESSAGES,
  type ChildWeekReport,
  type ParentChild,
  type ParentLinkRequested,
  type ParentOwnLink,
  type ParentSettings,
} from '@academy/common/parents';
import { RequireRoles } from '../auth/decorators/access.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { User } from '../members/user.entity';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';
import { clientAddress, rateLimited } from '../throttle/rate-limited';
import { ChildReportService } from './child-report.service';
import { LinkRequestDto } from './dto/link-request.dto';
import { ParentSettingsDto } from './dto/parent-settings.dto';
import { WeekReportQuery } from './dto/week-report.query';
import { LinkAttemptsThrottle } from './link-attempts.throttle';
import { ParentLinksService } from './parent-links.service';
import { ParentSettingsService } from './parent-settings.service';

/** A parent's own routes: every child id is checked against the parent's confirmed links. */
@ApiTags('parents')
@Controller('api/parent')
@RequireRoles('PARENT')
export class ParentController {
  constructor(
    private readonly links: ParentLinksService,
    private readonly reports: ChildReportService,
    private readonly settings: ParentSettingsService,
    private readonly attempts: LinkAttemptsThrottle,
  ) {}

  @Post('links')
  @ApiOperation({ summary: '자녀 연결 요청 { code }: 학원이 확인하면 자녀의 학습 현황을 볼 수 있음' })
  @ApiAnswer(201, 'ParentLinkRequested')
  @ApiErrors({ 400: ['INVALID_CODE'], 409: ['LINK_CONFLICT'], 429: ['RATE_LIMITED'] })
  async request(
    @CurrentUser() parent: User,
    @Body() input: LinkRequestDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ParentLinkRequested> {
    const attempt = await this.attempts.reserve(parent.id);
    if (!attempt.ok) throw rateLimited(response, attempt.retryAfterSeconds);
    const link = await this.links.request(parent, input.code, clientAddress(request));
    await this.attempts.succeeded(attempt);
    return link;
  }

  @Get('links')
  @ApiOperation({ summary: '내 자녀 연결 (확인 대기 포함, 최신순)' })
  @ApiAnswer(200, 'ParentOwnLink', { array: true })
  ownLinks(@CurrentUser() parent: User): Promise<ParentOwnLink[]> {
    return this.links.ofParent(parent.id);
  }

  @Delete('links/:id')
  @ApiOperation({ summary: '자녀 연결 해제 (확인 전 요청 취소 포함)' })
  @ApiAnswer(200, 'ActionAnswer')
  @ApiErrors({ 404: ['NOT_FOUND'] })
  async unlink(@CurrentUser() parent: User, @Param('id') id: string, @Req() request: Request): Promise<ActionAnswer> {
    await this.links.removeByParent(parent, id, clientAddress(request));
    return { ok: true, message: PARENT_MESSAGES.unlinked };
  }

  @Get('children')
  @ApiOperation({ summary: '연결이 확인된 자녀' })
  @ApiAnswer(200, 'ParentChild', { array: true })
  children(@CurrentUser() parent: User): Promise<ParentChild[]> {
    return this.links.children(parent.id);
  }

  @Get('children/:id/report')
  @ApiOperation({ summary: '자녀의 한 주 학습 리포트 (기본 이번 주): 연결·확인된 자녀가 아니면 404' })
  @ApiAnswer(200, 'ChildWeekReport')
  @ApiErrors({ 404: ['NOT_FOUND'] })
  async report(
    @CurrentUser() parent: User,
    @Param('id') id: string,
    @Query() query: WeekReportQuery,
  ): Promise<ChildWeekReport> {
    const child = await this.links.assertChild(parent.id, id);
    return this.reports.week(child.id, query.week ?? seoulWeek(new Date()));
  }

  @Get('settings')
  @ApiOperation({ summary: '학습 리포트 수신 설정' })
  @ApiAnswer(200, 'ParentSettings')
  readSettings(@CurrentUser() parent: User): Promise<ParentSettings> {
    return this.settings.of(parent);
  }

  @Patch('settings')
  @ApiOperation({ summary: '학습 리포트 수신 설정 변경 { weeklyReport?, reportByPhone? }' })
  @ApiAnswer(200, 'ParentSettings')
  changeSettings(@CurrentUser() parent: User, @Body() input: ParentSettingsDto): Promise<ParentSettings> {
    return this.settings.change(parent, input);
  }
}
