import { randomUUID } from 'crypto';
import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CONSULTATION, LIMITS, type ConsultationGrade, type ConsultationStatus } from '@academy/common';
import { DateTimeColumn } from '../database/columns';

/**
 * A visitor's request for a consultation. Personal data kept only as long as staff need it: the
 * retention sweep deletes a closed request CONSULT_RETENTION_DAYS after `closedAt`. No client
 * address is stored (the throttle keeps a hash of it, for an hour).
 */
@Entity('consultation_requests')
/** The filter by status and the retention sweep read this. */
@Index('IDX_consultation_requests_closed', ['status', 'closedAt'])
export class ConsultationRequest {
  @PrimaryColumn({ type: 'varchar', length: LIMITS.idMax })
  id: string;

  /** Set by the service in milliseconds, so "newest first" holds within a second. */
  @Index('IDX_consultation_requests_created')
  @DateTimeColumn({ nullable: false, default: undefined })
  createdAt: Date;

  @Column({ type: 'varchar', length: CONSULTATION.nameMax })
  name: string;

  /** Normalised (010-1234-5678). */
  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'varchar', length: 8, nullable: true, default: null })
  grade: ConsultationGrade | null;

  @Column({ type: 'varchar', length: LIMITS.slugStoredMax, nullable: true, default: null })
  programSlug: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true, default: null })
  programTitle: string | null;

  @Column({ type: 'varchar', length: CONSULTATION.messageMax, nullable: true, default: null })
  message: string | null;

  @Column({ type: 'varchar', length: 16, default: 'NEW' })
  status: ConsultationStatus;

  @Column({ type: 'varchar', length: CONSULTATION.memoMax, nullable: true, default: null })
  memo: string | null;

  /** An ADMIN's e-mail, or 공용 콘솔 for a console session. */
  @Column({ type: 'varchar', length: 254, nullable: true, default: null })
  handledBy: string | null;

  @DateTimeColumn()
  handledAt: Date | null;

  /** When the request entered 등록 or 종료 (null while open): the retention period starts here. */
  @DateTimeColumn()
  closedAt: Date | null;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
