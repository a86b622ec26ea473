import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { DateTimeColumn } from '../database/columns';
import { User } from '../members/user.entity';

/**
 * Staff's invitation of a parent for one student: the link's token is kept only as its SHA-256, is
 * used once (usedAt, set conditionally) and expires after seven days. The student's deletion takes
 * it with them. Where it was sent is not kept: the outbox row carries that until it has left.
 */
@Entity('parent_invitations')
export class ParentInvitation extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  childId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'childId' })
  child?: Relation<User>;

  @Index('UQ_parent_invitations_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @DateTimeColumn({ nullable: false, default: undefined })
  expiresAt: Date;

  @DateTimeColumn()
  usedAt: Date | null;
}
