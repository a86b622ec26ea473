import { DataSource, In, LessThan, type EntityTarget, type FindOptionsWhere } from 'typeorm';
import { DAY_MS } from '@academy/common/korean-days';
import type { AppConfig } from '../config/app-config';
import { DailySweep } from '../database/daily-sweep';
import type { OutboxRow } from './outbox-loop';

/**
 * Deletes an outbox's rows sent or given up on more than MAIL_OUTBOX_RETENTION_DAYS after they were
 * queued (mail's and 문자·알림톡's alike): their recipient is personal data the privacy policy
 * promises not to keep longer. A message still pending is never deleted, however old.
 */
export abstract class OutboxRecordsSweep<Row extends OutboxRow> extends DailySweep {
  /** What the rows are, in the log lines ("메일", "문자·알림톡"). */
  protected abstract readonly what: string;

  protected constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly target: EntityTarget<Row>,
  ) {
    super();
  }

  protected get failedText(): string {
    return `오래된 ${this.what} 발송 기록을 지우지 못했습니다`;
  }

  protected async removeExpired(now: Date): Promise<number> {
    const before = new Date(now.getTime() - this.config.mail.outboxRetentionDays * DAY_MS);
    const settled = { state: In(['sent', 'failed']), createdAt: LessThan(before) } as FindOptionsWhere<Row>;
    return (await this.dataSource.getRepository(this.target).delete(settled)).affected ?? 0;
  }

  protected removedText(count: number): string {
    return `${this.config.mail.outboxRetentionDays}일이 지난 ${this.what} 발송 기록 ${count}건을 지웠습니다.`;
  }
}
