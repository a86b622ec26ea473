import { Column, Entity, Index, OneToMany, UpdateDateColumn, type Relation } from 'typeorm';
import { ROLES, type Role } from '@academy/common';
import { BaseEntity } from '../database/base.entity';
import { ApprovalRecord } from './approval-record.entity';

/**
 * The admin list's order (newest first, id breaking ties): its pages, last included, and the
 * members export's keyset batches read these indexes instead of sorting every member; with a role
 * chosen, the role's own.
 */
@Entity('users')
@Index('IDX_users_created', ['createdAt', 'id'])
@Index('IDX_users_role_created', ['role', 'createdAt', 'id'])
export class User extends BaseEntity {
  /**
   * Stored as normalizeEmail() gives it (trimmed, lower-case, NFC) and compared exactly: on MySQL
   * the column is utf8mb4_bin (migration ExactEmails; TypeORM does not compare collations, so it is
   * not declared here), SQLite compares BINARY. Look-alikes such as vérified@ are other addresses.
   */
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

  @Column({ type: 'simple-enum', enum: ROLES, default: 'PENDING' })
  role: Role;

  /** As normalizeKoreanPhone stores it (010-1234-5678): a parent's, or a student's who gave one for the approval notice. */
  @Column({ type: 'varchar', length: 20, nullable: true, default: null })
  phone: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true, default: null })
  profileImageUrl: string | null;

  /** Set by an administrator's password reset; cleared when the user chooses a new password. */
  @Column({ type: 'boolean', default: false })
  mustChangePassword: boolean;

  @UpdateDateColumn()
  updatedAt: Date;

  @OneToMany(() => ApprovalRecord, (record) => record.user)
  approvals?: Relation<ApprovalRecord[]>;
}
