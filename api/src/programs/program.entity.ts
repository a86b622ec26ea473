import { Column, Entity, Index, UpdateDateColumn } from 'typeorm';
import { LIMITS, type ProgramTuition, type ScheduleRow } from '@academy/common';
import { BaseEntity } from '../database/base.entity';

@Entity('programs')
export class Program extends BaseEntity {
  @Index('UQ_programs_slug', { unique: true })
  @Column({ type: 'varchar', length: LIMITS.slugStoredMax })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 300, nullable: true, default: null })
  subtitle: string | null;

  @Column({ type: 'text', nullable: true, default: null })
  description: string | null;

  /** Markdown, rendered and sanitized on read (program-markdown.ts). */
  @Column({ type: 'text', nullable: true, default: null })
  content: string | null;

  @Column({ type: 'simple-json' })
  features: string[];

  @Column({ type: 'varchar', length: 500, nullable: true, default: null })
  targetStudents: string | null;

  /** Markdown, like `content`. */
  @Column({ type: 'text', nullable: true, default: null })
  curriculum: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'int', default: 0 })
  order: number;

  /** `{ monthly, materials? }` in won; null when the program shows no tuition. */
  @Column({ type: 'simple-json', nullable: true, default: null })
  tuition: ProgramTuition | null;

  /** The timetable's classes; null (a row stored before there was one) reads as none. */
  @Column({ type: 'simple-json', nullable: true, default: null })
  schedule: ScheduleRow[] | null;

  /** 개강일 as `YYYY-MM-DD`: a calendar day, not an instant, so no time zone can move it. */
  @Column({ type: 'varchar', length: 10, nullable: true, default: null })
  startDate: string | null;

  @Column({ type: 'int', nullable: true, default: null })
  capacity: number | null;

  @Column({ type: 'int', nullable: true, default: null })
  seatsLeft: number | null;

  @UpdateDateColumn()
  updatedAt: Date;
}
