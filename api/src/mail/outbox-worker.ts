import { randomUUID } from 'crypto';
import * as path from 'path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThan, LessThanOrEqual, Or, type FindOptionsWhere } from 'typeorm';
import type { AcademyFacts } from '@academy/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { describeError, EmlFileTransport, SmtpTransport, type MailTransport } from './mail-transport';
import { CONSULTATION_DIGEST, type ConsultationSummary, type MailMessage } from './mail-message';
import { ThrottleService } from '../throttle/throttle.service';
import { siteUrlOf } from './outbox.service';
import { OutboxMessage } from './outbox-message.entity';
import { nextAttemptAt } from './retry-schedule';
import { renderConsultationDigest, renderMail, type RenderedMail } from './templates/render-mail';
import { readAcademyFacts } from '../site/academy-facts.read';

/** How often each process looks for due messages. */
export const POLL_MS = 5000;
/** A claim outlives the SMTP timeouts (mail-transport.ts), so a live sender never loses its row. */
const CLAIM_MS = 5 * 60 * 1000;
const BATCH = 20;

export type SendOutcome = 'sent' | 'retry' | 'failed';

/**
 * Sends the outbox. Every API process runs one; a row is taken with a conditional UPDATE (still
 * pending and not claimed by a live sender) and only the process whose UPDATE changed it sends it,
 * so two processes never send one row twice. The row is marked sent only after the server (or the
 * .eml file) accepted the message; a failure waits 1 min, 5 min, 30 min, then a day, and after
 * three days the row is marked failed (the admin overview shows it). Account mail leaves before
 * staff notices (MAIL_KIND_PRIORITY), each poll taking the most urgent due rows first. Notices of
 * new consultation requests leave as one digest at most every 5 minutes (CONSULTATION_DIGEST): the
 * process that takes one takes every waiting one with it and sends them in one mail.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: MailTransport;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: ThrottleService,
  ) {
    const { smtpUrl, from } = config.mail;
    this.transport = smtpUrl
      ? new SmtpTransport(smtpUrl, from)
      : new EmlFileTransport(path.join(config.dataDir, 'outbox'), from);
  }

  onApplicationBootstrap(): void {
    if (this.config.mail.smtpUrl && !this.config.site.publicUrl)
      this.logger.warn('SMTP_URL 이 설정되었지만 PUBLIC_URL 이 없어 메일 속 링크가 localhost 를 가리킵니다.');
    const tick = () => {
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        this.running = this.runOnce().finally(tick);
      }, POLL_MS);
      this.timer.unref();
    };
    tick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    this.transport.close();
  }

  /** Sends every due message once; answers what happened to each row it took. A fault is logged, never thrown. */
  async runOnce(now: Date = new Date()): Promise<Map<number, SendOutcome>> {
    const outcomes = new Map<number, SendOutcome>();
    try {
      const due = await this.dataSource.getRepository(OutboxMessage).find({
        where: { state: 'pending', nextAttemptAt: LessThanOrEqual(now), claimedUntil: Or(IsNull(), LessThan(now)) },
        select: { id: true },
        order: { priority: 'ASC', id: 'ASC' },
        take: BATCH,
      });
      for (const { id } of due) {
        if (this.stopped) break;
        const row = await this.claim(id, now);
        if (row) outcomes.set(id, await this.deliver(row, now));
      }
    } catch (error) {
      this.logger.warn(`메일 보내기 작업이 실패했습니다: ${describeError(error, this.config.mail.smtpUrl)}`);
    }
    return outcomes;
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

  /**
   * Takes the row when nobody holds it and it is still due; the affected-row count says whether this
   * process won. "Still due" matters: another process may have tried it, failed and released it
   * with a later attempt time since this one listed it.
   */
  private async claim(id: number, now: Date): Promise<OutboxMessage | null> {
    const rows = this.dataSource.getRepository(OutboxMessage);
    const result = await rows.update(
      { id, state: 'pending', nextAttemptAt: LessThanOrEqual(now), claimedUntil: Or(IsNull(), LessThan(now)) },
      { claimedUntil: new Date(now.getTime() + CLAIM_MS) },
    );
    if (result.affected !== 1) return null;
    return rows.findOneBy({ id });
  }

  private async deliver(row: OutboxMessage, now: Date): Promise<SendOutcome> {
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
    const waiting: FindOptionsWhere<OutboxMessage> = {
      kind: 'CONSULTATION_NEW',
      state: 'pending',
      nextAttemptAt: LessThanOrEqual(now),
      claimedUntil: Or(IsNull(), LessThan(now)),
    };
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
    const rows = this.dataSource.getRepository(OutboxMessage);
    const [first] = batch;
    const ids = batch.map((taken) => taken.id);
    let subject = `#${first!.id}`;
    try {
      // Signed with the academy's facts as they are now (the 원장 may have changed a phone number).
      const academy = await readAcademyFacts(this.dataSource.manager, this.config.site.kakaoChannelUrl);
      const mail = render(academy);
      subject = mail.subject;
      const where = await this.transport.send(first!.recipient, mail, first!.id);
      await rows.update(
        { id: In(ids) },
        { state: 'sent', sentAt: new Date(), claimedUntil: null, claimedBy: null, payload: '', lastError: null },
      );
      // The subject only: an address, a link or a token never reaches the log.
      this.announceSent(where, subject);
      return 'sent';
    } catch (error) {
      const problem = describeError(error, this.config.mail.smtpUrl);
      const failures = first!.attempts + 1;
      const next = nextAttemptAt(failures, new Date(first!.createdAt), now);
      await rows.update(
        { id: In(ids), state: 'pending' },
        next
          ? { attempts: failures, nextAttemptAt: next, claimedUntil: null, claimedBy: null, lastError: problem }
          : {
              attempts: failures,
              state: 'failed',
              claimedUntil: null,
              claimedBy: null,
              lastError: problem,
              payload: '',
            },
      );
      this.logger.warn(
        next
          ? `메일을 보내지 못해 ${next.toISOString()}에 다시 시도합니다 (${failures}회 실패): ${subject} — ${problem}`
          : `메일을 3일 동안 보내지 못해 포기했습니다: ${subject} — ${problem}`,
      );
      return next ? 'retry' : 'failed';
    }
  }
}
