import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, AuditActorType, AuditTargetType } from '@academy/common/audit';
import { DateTimeColumn } from '../database/columns';

/**
 * One administrative action (audit_log). Rows are only ever inserted (with the change they
 * record, in its transaction) and removed by the retention sweep. No foreign keys: a row outlives
 * the member, course or administrator it names. Codes are plain text, so a new action needs no
 * migration.
 */
@Entity('audit_log')
@Index('IDX_audit_log_target', ['targetType', 'targetId'])
export class AuditRecord {
  /** Increasing, so "newest first" is exact within one millisecond too. */
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Index('IDX_audit_log_at')
  @DateTimeColumn({ nullable: false, default: undefined })
  at: Date;

  /** Each filter's index: InnoDB and SQLite both end a secondary index with the row id, so a filtered page reads in id order. */
  @Index('IDX_audit_log_actor_type')
  @Column({ type: 'varchar', length: 16 })
  actorType: AuditActorType;

  @Column({ type: 'varchar', length: 36, nullable: true, default: null })
  actorId: string | null;

  /** The search reads the distinct addresses from these two indexes (see AuditService.searched). */
  @Index('IDX_audit_log_actor_email')
  @Column({ type: 'varchar', length: 254, nullable: true, default: null })
  actorEmail: string | null;

  @Index('IDX_audit_log_action')
  @Column({ type: 'varchar', length: 40 })
  action: AuditAction;

  @Index('IDX_audit_log_target_type')
  @Column({ type: 'varchar', length: 20 })
  targetType: AuditTargetType;

  @Column({ type: 'varchar', length: 36, nullable: true, default: null })
  targetId: string | null;

  @Column({ type: 'varchar', length: 1000 })
  summary: string;

  @Index('IDX_audit_log_ip')
  @Column({ type: 'varchar', length: 64, nullable: true, default: null })
  ip: string | null;
}
