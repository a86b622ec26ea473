import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { formatSortableDateTime, type AuditList } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { seoulDay } from '@academy/common/korean-days';
import { auditActionLabel, auditTargetLabel, AUDIT_ACTOR_LABELS } from '@academy/common/audit';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { sendCsv } from '../http/csv';
import { AuditService } from './audit.service';
import { AuditFilters, AuditQuery } from './dto/audit-query.dto';
import { ApiAnswer, ApiContent } from '../openapi/api-answer.decorator';
import { AUDIT_LIST_EXAMPLE } from '../openapi/examples';

/** Reading the audit log (ADMIN or a console session). There is no route that changes or deletes a row. */
@ApiTags('admin: audit')
@Controller('api/admin')
@AdminAccess()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get('audit')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: '감사 기록 {items,total}, 최신순: actorType, action, targetType, q, from, to, page, pageSize',
  })
  @ApiAnswer(200, 'AuditList', { example: AUDIT_LIST_EXAMPLE })
  list(@Query() query: AuditQuery): Promise<AuditList> {
    return this.audit.list(query);
  }

  @Get('audit.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: '감사 기록 CSV (같은 조건, 전체): UTF-8 BOM, RFC 4180, 수식 무력화' })
  @ApiContent(200, 'text/csv', '감사 기록: UTF-8 BOM, RFC 4180, =+-@ 로 시작하는 칸은 무력화', {
    'Content-Disposition': { description: "attachment; filename*=UTF-8''…", schema: { type: 'string' } },
  })
  async csv(@Query() filters: AuditFilters, @Res() response: Response): Promise<void> {
    const day = seoulDay(new Date());
    const audit = this.audit;
    await sendCsv(response, {
      fileName: ADMIN_MESSAGES.audit.csvFileName(day),
      asciiFileName: `audit-${day}.csv`,
      header: ADMIN_MESSAGES.audit.csvHeader,
      batches: (async function* () {
        for await (const records of audit.batches(filters)) {
          yield records.map((r) => [
            formatSortableDateTime(r.at),
            AUDIT_ACTOR_LABELS[r.actorType] ?? r.actorType,
            r.actorId,
            r.actorEmail,
            auditActionLabel(r.action),
            r.action,
            auditTargetLabel(r.targetType),
            r.targetId,
            r.summary,
            r.ip,
          ]);
        }
      })(),
    });
  }
}
