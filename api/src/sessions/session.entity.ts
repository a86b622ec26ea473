import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';

/** express-session rows, so several API processes share one set of sessions. */
@Entity('sessions')
export class SessionRecord {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  id: string;

  @Index('IDX_sessions_expires')
  @DateTimeColumn({ nullable: false, default: undefined })
  expiresAt: Date;

  /** Lets removing a member end their sessions at once. */
  @Index('IDX_sessions_user')
  @Column({ type: 'varchar', length: 36, nullable: true, default: null })
  userId: string | null;

  @Column({ type: 'text' })
  data: string;

  /**
   * When the browser signed in, from the session's `device` (kept across the new id a password
   * change gives the session); null for a session that started before this column.
   */
  @DateTimeColumn()
  createdAt: Date | null;

  /** Moved with the expiry, at most once a minute (see TypeormSessionStore.touch). */
  @DateTimeColumn()
  lastSeenAt: Date | null;

  /** The User-Agent the session signed in with, cut to the column (the session list names the browser). */
  @Column({ type: 'varchar', length: 512, nullable: true, default: null })
  userAgent: string | null;
}
