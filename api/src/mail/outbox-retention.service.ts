import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, LessThan } from 'typeorm';
import { DAY_MS } from '@academy/common/korean-days';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DailySweep } from '../database/daily-sweep';
import { OutboxMessage } from './outbox-message.entity';

/**
 * Deletes the rows of mails sent or given up on more than MAIL_OUTBOX_RETENTION_DAYS after they
 * were queued: their recipient is personal data the privacy policy promises not to keep longer.
 * A message still pending is never deleted, however old.
 */
@Injectable()
export class OutboxRetentionService extends DailySweep {
  protected readonly logger = new Logger('OutboxRetention');
  protected readonly failedText = '오래된 메일 발송 기록을 지우지 못했습니다';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    super();
  }

  protected async removeExpired(now: Date): Promise<number> {
    const before = new Date(now.getTime() - this.config.mail.outboxRetentionDays * DAY_MS);
    const result = await this.dataSource
      .getRepository(OutboxMessage)
      .delete({ state: In(['sent', 'failed']), createdAt: LessThan(before) });
    return result.affected ?? 0;
  }

  protected removedText(count: number): string {
    return `${this.config.mail.outboxRetentionDays}일이 지난 메일 발송 기록 ${count}건을 지웠습니다.`;
  }
}
