import { Body, Controller, Delete, Get, Header, Param, Patch, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  CONSULTATION_MESSAGES as M,
  CONSULTATION_STATUS_LABELS,
  formatSortableDateTime,
  type Consultation,
  type ConsultationList,
  type ConsultationNewCount,
  type OkAnswer,
} from '@academy/common';
import { seoulDay } from '@academy/common/korean-days';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { sendCsv } from '../http/csv';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { ConsultationsService } from './consultations.service';
import { ConsultationFilters, ConsultationQuery } from './dto/consultation-query.dto';
import { ConsultationUpdateDto } from './dto/consultation-update.dto';
import { ApiAnswer, ApiContent } from '../openapi/api-answer.decorator';
import { CONSULTATION_EXAMPLE } from '../openapi/examples';

/** The staff inbox (ADMIN or a console session). Every change writes an audit row. */
@ApiTags('admin: consultations')
@Controller('api/admin')
@AdminAccess()
export class AdminConsultationsController {
  constructor(private readonly consultations: ConsultationsService) {}

  @Get('consultations')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: '상담 신청 {items,total}, 최신순: status, programSlug, from, to, q, page, pageSize' })
  @ApiAnswer(200, 'ConsultationList')
  list(@Query() query: ConsultationQuery): Promise<ConsultationList> {
    return this.consultations.list(query);
  }

  @Get('consultations/new-count')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: '신규 상담 신청 수 (메뉴 배지, 개요)' })
  @ApiAnswer(200, 'ConsultationNewCount')
  newCount(): Promise<ConsultationNewCount> {
    return this.consultations.newCount();
  }

  @Get('consultations.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: '상담 신청 CSV (같은 조건, 전체): UTF-8 BOM, RFC 4180, 수식 무력화, 한국 시간' })
  @ApiContent(200, 'text/csv', '상담 신청: UTF-8 BOM, RFC 4180, =+-@ 로 시작하는 칸은 무력화', {
    'Content-Disposition': { description: "attachment; filename*=UTF-8''…", schema: { type: 'string' } },
  })
  async csv(@Query() filters: ConsultationFilters, @Res() response: Response): Promise<void> {
    const day = seoulDay(new Date());
    const consultations = this.consultations;
    await sendCsv(response, {
      fileName: M.csvFileName(day),
      asciiFileName: `consultations-${day}.csv`,
      header: M.csvHeader,
      batches: (async function* () {
        for await (const rows of consultations.batches(filters))
          yield rows.map((r) => [
            formatSortableDateTime(r.createdAt),
            CONSULTATION_STATUS_LABELS[r.status] ?? r.status,
            r.name,
            r.phone,
            r.grade,
            r.programTitle ?? r.programSlug,
            r.message,
            r.memo,
            r.handledBy,
            r.handledAt ? formatSortableDateTime(r.handledAt) : null,
          ]);
      })(),
    });
  }

  @Patch('consultations/:id')
  @ApiOperation({ summary: '상담 신청 처리: status, memo (처리한 관리자 기록)' })
  @ApiAnswer(200, 'Consultation', { example: CONSULTATION_EXAMPLE })
  update(
    @Param('id') id: string,
    @Body() body: ConsultationUpdateDto,
    @Actor() actor: AdminActor,
  ): Promise<Consultation> {
    return this.consultations.update(id, body, actor);
  }

  @Delete('consultations/:id')
  @ApiOperation({ summary: '상담 신청 삭제' })
  @ApiAnswer(200, 'OkAnswer')
  async remove(@Param('id') id: string, @Actor() actor: AdminActor): Promise<OkAnswer> {
    await this.consultations.remove(id, actor);
    return { ok: true };
  }
}
