import { Column, Entity, Index, OneToMany, UpdateDateColumn, type Relation } from 'typeorm';
import { ROLES, type Role } from '@academy/common';
import { BaseEntity } from '../common/base.entity';
import { ApprovalRecord } from './approval-record.entity';

@Entity('users')
export class User extends BaseEntity {
  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Never selected unless asked for: no answer can carry it by accident. */
  @Column({ type: 'varchar', length: 255, select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 50, nullable: true, default: null })
  firstName: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true, default: null })
  lastName: string | null;

  @Index('IDX_users_role')
  @Column({ type: 'simple-enum', enum: ROLES, default: 'PENDING' })
  role: Role;

  @Column({ type: 'varchar', length: 2000, nullable: true, default: null })
  profileImageUrl: string | null;

  @UpdateDateColumn()
  updatedAt: Date;

  @OneToMany(() => ApprovalRecord, (record) => record.user)
  approvals?: Relation<ApprovalRecord[]>;
}
