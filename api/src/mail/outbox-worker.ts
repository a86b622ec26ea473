import { randomUUID } from 'crypto';
import * as path from 'path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type FindOptionsWhere } from 'typeorm';
import type { AcademyFacts } from '@academy/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { describeError, EmlFileTransport, SmtpTransport, type MailTransport } from './mail-transport';
import { CONSULTATION_DIGEST, type ConsultationSummary, type MailMessage } from './mail-message';
import { ThrottleService } from '../throttle/throttle.service';
import { siteUrlOf } from './outbox.service';
import { OutboxMessage } from './outbox-message.entity';
import { CLAIM_MS, OutboxLoop, type SendOutcome } from './outbox-loop';
import { renderConsultationDigest, renderMail, type RenderedMail } from './templates/render-mail';
import { readAcademyFacts } from '../site/academy-facts.read';

/**
 * Sends the mail outbox (the claim, retry and give-up rules are OutboxLoop's, shared with the
 * 문자·알림톡 channel). A failure waits 1 min, 5 min, 30 min, then a day, and after three days the
 * row is marked failed (the admin overview shows it). Account mail leaves before staff notices
 * (MAIL_KIND_PRIORITY). Notices of new consultation requests leave as one digest at most every 5
 * minutes (CONSULTATION_DIGEST): the process that takes one takes every waiting one with it and
 * sends them in one mail.
 */
@Injectable()
export class OutboxWorker extends OutboxLoop<OutboxMessage> {
  protected readonly logger = new Logger('Mail');
  protected override readonly releasedColumns = { claimedBy: null };
  private readonly transport: MailTransport;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: ThrottleService,
  ) {
    super(dataSource, OutboxMessage);
    const { smtpUrl, from } = config.mail;
    this.transport = smtpUrl
      ? new SmtpTransport(smtpUrl, from)
      : new EmlFileTransport(path.join(config.dataDir, 'outbox'), from);
  }

  override onApplicationBootstrap(): void {
    if (this.config.mail.smtpUrl && !this.config.site.publicUrl)
      this.logger.warn('SMTP_URL 이 설정되었지만 PUBLIC_URL 이 없어 메일 속 링크가 localhost 를 가리킵니다.');
    super.onApplicationBootstrap();
  }

  protected close(): void {
    this.transport.close();
  }

  protected faultText(error: unknown): string {
    return `메일 보내기 작업이 실패했습니다: ${describeError(error, this.config.mail.smtpUrl)}`;
  }

  /**
   * Sent through SMTP: an ordinary log line (hidden at the production log levels). Written as an
   * .eml file (no SMTP_URL, a developer's machine): printed like the start-up banner, so whoever
   * runs `npm start` sees where the mail went.
   */
  private announceSent(where: string, subject: string): void {
    if (this.config.mail.smtpUrl) this.logger.log(`메일을 보냈습니다: ${subject}`);
    else console.log(`메일을 ${path.join(this.config.dataDir, where)} 에 저장했습니다: ${subject}`);
  }

  protected async deliver(row: OutboxMessage, now: Date): Promise<SendOutcome> {
    if (row.kind === 'CONSULTATION_NEW') return this.deliverDigest(row, now);
    return this.send([row], now, (academy) =>
      renderMail(JSON.parse(row.payload) as MailMessage, siteUrlOf(this.config), academy),
    );
  }

  /**
   * The consultation digest: once its interval allows (a counter in the shared database, so one
   * digest per interval across every process), the taken row and every other waiting notice are
   * claimed under one token and leave in one mail; before that the row waits for the interval's end.
   */
  private async deliverDigest(row: OutboxMessage, now: Date): Promise<SendOutcome> {
    const rows = this.dataSource.getRepository(OutboxMessage);
    const turn = await this.throttle.reserve([
      { scope: 'mail-digest', subject: 'consultations', limit: 1, windowMs: CONSULTATION_DIGEST.intervalMs },
    ]);
    if (!turn.ok) {
      const waitUntil = new Date(now.getTime() + turn.retryAfterSeconds * 1000);
      await rows.update({ id: row.id, state: 'pending' }, { nextAttemptAt: waitUntil, claimedUntil: null });
      return 'retry';
    }
    const token = randomUUID();
    const waiting: FindOptionsWhere<OutboxMessage> = { kind: 'CONSULTATION_NEW', ...this.dueAt(now) };
    await rows.update({ id: row.id }, { claimedBy: token });
    await rows.update(waiting, { claimedUntil: new Date(now.getTime() + CLAIM_MS), claimedBy: token });
    const batch = await rows.find({ where: { claimedBy: token, state: 'pending' }, order: { id: 'ASC' } });
    const outcome = await this.send(batch, now, (academy) =>
      renderConsultationDigest(
        batch.map((taken) => (JSON.parse(taken.payload) as { consultation: ConsultationSummary }).consultation),
        siteUrlOf(this.config),
        academy,
      ),
    );
    // A digest that did not leave gives its turn back: the retry need not wait for the interval.
    if (outcome !== 'sent') await this.throttle.release(turn.slots[0]!);
    return outcome;
  }

  /** One mail for `batch` (one row, or a digest's rows), each row marked as the mail went. */
  private async send(
    batch: OutboxMessage[],
    now: Date,
    render: (academy: AcademyFacts) => RenderedMail,
  ): Promise<SendOutcome> {
    const [first] = batch;
    const ids = batch.map((taken) => taken.id);
    let subject = `#${first!.id}`;
    try {
      // Signed with the academy's facts as they are now (the 원장 may have changed a phone number).
      const academy = await readAcademyFacts(this.dataSource.manager, this.config.site.kakaoChannelUrl);
      const mail = render(academy);
      subject = mail.subject;
      const where = await this.transport.send(first!.recipient, mail, first!.id);
      await this.markSent(ids);
      // The subject only: an address, a link or a token never reaches the log.
      this.announceSent(where, subject);
      return 'sent';
    } catch (error) {
      const problem = describeError(error, this.config.mail.smtpUrl);
      const failures = first!.attempts + 1;
      const next = await this.markFailedAttempt(ids, first!, now, problem);
      this.logger.warn(
        next
          ? `메일을 보내지 못해 ${next.toISOString()}에 다시 시도합니다 (${failures}회 실패): ${subject} — ${problem}`
          : `메일을 3일 동안 보내지 못해 포기했습니다: ${subject} — ${problem}`,
      );
      return next ? 'retry' : 'failed';
    }
  }
}
