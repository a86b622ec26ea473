import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { MailOutboxStatus } from '@academy/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MAIL_KIND_LABELS, MAIL_KIND_PRIORITY, type MailMessage } from './mail-message';
import { OutboxMessage } from './outbox-message.entity';

/** The address the links in a mail point at: PUBLIC_URL, else this server on localhost (development). */
export const siteUrlOf = (config: AppConfig) => config.site.publicUrl ?? `http://localhost:${config.port}`;

/**
 * Writing e-mail: `enqueue` inserts the message with the caller's EntityManager, inside the
 * transaction of the event that causes it, so a rolled-back event leaves no mail behind and a
 * committed one always has its mail. OutboxWorker sends the rows later.
 */
@Injectable()
export class OutboxService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async enqueue(manager: EntityManager, message: MailMessage): Promise<void> {
    const now = new Date();
    await manager.insert(OutboxMessage, {
      kind: message.kind,
      recipient: message.to,
      payload: JSON.stringify(message),
      state: 'pending',
      priority: MAIL_KIND_PRIORITY[message.kind],
      attempts: 0,
      createdAt: now,
      nextAttemptAt: now,
    });
  }

  /** A new consultation request, to ACADEMY_NOTIFY_EMAIL (for the consultations module's insert transaction). */
  enqueueConsultation(
    manager: EntityManager,
    consultation: Extract<MailMessage, { kind: 'CONSULTATION_NEW' }>['consultation'],
  ): Promise<void> {
    return this.enqueue(manager, { kind: 'CONSULTATION_NEW', to: this.config.mail.notifyEmail, consultation });
  }

  /** The overview card: waiting and failed messages, never their recipients. */
  async status(): Promise<MailOutboxStatus> {
    const rows = this.dataSource.getRepository(OutboxMessage);
    const [pending, failed, oldest, lastFailed] = await Promise.all([
      rows.countBy({ state: 'pending' }),
      rows.countBy({ state: 'failed' }),
      rows.findOne({ where: { state: 'pending' }, order: { id: 'ASC' }, select: { id: true, createdAt: true } }),
      rows.findOne({
        where: { state: 'failed' },
        order: { id: 'DESC' },
        select: { id: true, kind: true, createdAt: true, lastError: true },
      }),
    ]);
    return {
      pending,
      failed,
      oldestPendingAt: oldest ? new Date(oldest.createdAt).toISOString() : null,
      lastFailure: lastFailed
        ? {
            kind: MAIL_KIND_LABELS[lastFailed.kind] ?? lastFailed.kind,
            createdAt: new Date(lastFailed.createdAt).toISOString(),
            error: lastFailed.lastError,
          }
        : null,
    };
  }
}
