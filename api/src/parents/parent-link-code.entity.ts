import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import { User } from '../members/user.entity';

/** A student's current 학부모 연결 코드: one per student, replaced when renewed, useless after expiresAt. */
@Entity('parent_link_codes')
export class ParentLinkCodeRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Index('UQ_parent_link_codes_code', { unique: true })
  @Column({ type: 'varchar', length: 8 })
  code: string;

  @DateTimeColumn({ nullable: false, default: undefined })
  expiresAt: Date;
}
