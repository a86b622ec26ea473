import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import type { ConsentKind, ConsentMethod } from '@academy/common';
import { BaseEntity } from '../database/base.entity';
import { User } from '../members/user.entity';

/**
 * One consent decision of an account (개인정보 보호법 §22: the controller must be able to show what
 * was agreed, to which text, when and how). Rows are only inserted: withdrawing the marketing
 * consent adds a `given: false` row, so the history stays; the latest row of a kind is in force.
 * They go with the account (cascade).
 */
@Entity('consents')
@Index('IDX_consents_user_kind', ['userId', 'kind', 'createdAt'])
export class ConsentRecordEntity extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  // Plain text (as audit codes): a new kind needs no migration.
  @Column({ type: 'varchar', length: 16 })
  kind: ConsentKind;

  @Column({ type: 'boolean' })
  given: boolean;

  /** The version of the terms or privacy policy the decision was made against (legal.ts). */
  @Column({ type: 'int' })
  version: number;

  @Column({ type: 'varchar', length: 16 })
  method: ConsentMethod;
}
