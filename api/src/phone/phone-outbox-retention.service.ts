import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, LessThan } from 'typeorm';
import { DAY_MS } from '@academy/common/korean-days';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DailySweep } from '../database/daily-sweep';
import { PhoneOutboxMessage } from './phone-outbox-message.entity';

/**
 * Deletes the rows of 문자·알림톡 sent or given up on more than MAIL_OUTBOX_RETENTION_DAYS after
 * they were queued, as mail's are: the phone number is personal data the privacy policy promises
 * not to keep longer. A message still pending is never deleted.
 */
@Injectable()
export class PhoneOutboxRetentionService extends DailySweep {
  protected readonly logger = new Logger('PhoneOutboxRetention');
  protected readonly failedText = '오래된 문자·알림톡 발송 기록을 지우지 못했습니다';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    super();
  }

  protected async removeExpired(now: Date): Promise<number> {
    const before = new Date(now.getTime() - this.config.mail.outboxRetentionDays * DAY_MS);
    const result = await this.dataSource
      .getRepository(PhoneOutboxMessage)
      .delete({ state: In(['sent', 'failed']), createdAt: LessThan(before) });
    return result.affected ?? 0;
  }

  protected removedText(count: number): string {
    return `${this.config.mail.outboxRetentionDays}일이 지난 문자·알림톡 발송 기록 ${count}건을 지웠습니다.`;
  }
}
