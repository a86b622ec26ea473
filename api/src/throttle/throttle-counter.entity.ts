import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One throttle counter (logins per e-mail and client, console passwords per client, sign-ups per
 * client): attempts counted in a fixed window that starts with the first attempt. Kept in the
 * database so every API process shares it and a restart does not reset it.
 */
@Entity('throttle_counters')
export class ThrottleCounter {
  /** "<scope>:<sha256 of the subject>": bounded, ASCII (exact under any collation), no e-mail or IP in clear. */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  @Column({ type: 'int' })
  hits: number;

  /** When this window ends, in milliseconds since the epoch; rows past it are swept. */
  @Index('IDX_throttle_counters_expires')
  @Column({ type: 'bigint' })
  expiresAt: number;
}
