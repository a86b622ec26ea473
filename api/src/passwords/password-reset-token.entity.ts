import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import { User } from '../members/user.entity';

/**
 * One mailed password-reset link (password_reset_tokens). Only the SHA-256 of the token is kept:
 * the database alone cannot make a working link. A row works once, until expiresAt, and only while
 * it is the member's newest; a password change deletes the member's rows.
 */
@Entity('password_reset_tokens')
export class PasswordResetToken {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Index('IDX_password_reset_tokens_user')
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  /** Hex SHA-256 of the token: ASCII, so exact under any collation. */
  @Index('UQ_password_reset_tokens_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @DateTimeColumn({ nullable: false, default: undefined })
  createdAt: Date;

  @DateTimeColumn({ nullable: false, default: undefined })
  expiresAt: Date;

  @DateTimeColumn()
  usedAt: Date | null;
}
