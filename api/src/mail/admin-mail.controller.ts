import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MailOutboxStatus } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { OutboxService } from './outbox.service';
import { ApiAnswer } from '../openapi/api-answer.decorator';
import { MAIL_OUTBOX_EXAMPLE } from '../openapi/examples';

@ApiTags('admin: mail')
@Controller('api/admin/mail-outbox')
@AdminAccess()
export class AdminMailController {
  constructor(private readonly outbox: OutboxService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: '메일 발송 현황: 대기 중·실패한 메일 수, 가장 오래 기다린 메일의 시각, 마지막 실패' })
  @ApiAnswer(200, 'MailOutboxStatus', { example: MAIL_OUTBOX_EXAMPLE })
  status(): Promise<MailOutboxStatus> {
    return this.outbox.status();
  }
}
