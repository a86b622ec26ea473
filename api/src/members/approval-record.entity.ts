import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { APPROVAL_STATUSES, type ApprovalStatus } from '@academy/common';
import { BaseEntity } from '../database/base.entity';
import { User } from './user.entity';

/** One line of a member's approval history: APPROVED, REJECTED or REVOKED, with memo and actor. */
/** A member's latest record (the list's status) is the first entry of their part of this index. */
@Entity('approval_records')
@Index('IDX_approval_records_user_latest', ['userId', 'createdAt', 'id'])
export class ApprovalRecord extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, (user) => user.approvals, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'simple-enum', enum: APPROVAL_STATUSES })
  status: ApprovalStatus;

  @Column({ type: 'varchar', length: 500, nullable: true, default: null })
  memo: string | null;

  /** The acting admin's e-mail, or "console" for the shared-password consoles. */
  @Column({ type: 'varchar', length: 254, nullable: true, default: null })
  actedBy: string | null;
}
