import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import type { MailKind } from './mail-message';

export const OUTBOX_STATES = ['pending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * One e-mail to send (mail_outbox): inserted in the transaction of the event that causes it, so a
 * message exists exactly when its event does; the worker renders and sends it later. The payload
 * (which may hold a reset link) is emptied once the row is sent or given up on.
 */
@Entity('mail_outbox')
@Index('IDX_mail_outbox_due', ['state', 'priority', 'nextAttemptAt'])
export class OutboxMessage {
  /** Increasing: of one priority, the oldest due message is sent first. */
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column({ type: 'varchar', length: 40 })
  kind: MailKind;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  /** The message's data as JSON (see mail-message.ts); '' once it has left. */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  state: OutboxState;

  /** MAIL_KIND_PRIORITY of its kind: due messages leave lowest first, then oldest first. */
  @Column({ type: 'smallint', default: 0 })
  priority: number;

  /** Sending attempts that failed so far. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @DateTimeColumn({ nullable: false, default: undefined })
  createdAt: Date;

  /** Not before this time (the retry backoff). */
  @DateTimeColumn({ nullable: false, default: undefined })
  nextAttemptAt: Date;

  /** A process is sending it until then; after that another one may take it over. */
  @DateTimeColumn()
  claimedUntil: Date | null;

  /** Which sending took it, when one mail carries several rows (the staff's consultation digest). */
  @Column({ type: 'varchar', length: 36, nullable: true, default: null })
  claimedBy: string | null;

  @DateTimeColumn()
  sentAt: Date | null;

  /** The last failure as the mail server or the file system put it (never the SMTP password). */
  @Column({ type: 'varchar', length: 500, nullable: true, default: null })
  lastError: string | null;
}
