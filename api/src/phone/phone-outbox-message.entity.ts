import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import type { OutboxRow } from '../mail/outbox-loop';
import type { OutboxState } from '../mail/outbox-message.entity';
import type { PhoneKind } from './phone-message';

/**
 * One 문자 or 알림톡 to send (phone_outbox): the mail outbox's twin, inserted in the transaction of
 * the event that causes it and sent by PhoneOutboxWorker. The payload (a name, a report link) is
 * emptied once the row is sent or given up on.
 */
@Entity('phone_outbox')
@Index('IDX_phone_outbox_due', ['state', 'priority', 'nextAttemptAt'])
export class PhoneOutboxMessage implements OutboxRow {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column({ type: 'varchar', length: 40 })
  kind: PhoneKind;

  /** The number as stored (010-1234-5678). */
  @Column({ type: 'varchar', length: 20 })
  recipient: string;

  /** The message's data as JSON (see phone-message.ts); '' once it has left. */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  state: OutboxState;

  /** PHONE_KIND_PRIORITY of its kind: due messages leave lowest first, then oldest first. */
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

  @DateTimeColumn()
  sentAt: Date | null;

  /** The last failure as the provider or the file system put it (never the API key or secret). */
  @Column({ type: 'varchar', length: 500, nullable: true, default: null })
  lastError: string | null;
}
