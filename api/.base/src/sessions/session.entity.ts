import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../common/columns';

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
}
