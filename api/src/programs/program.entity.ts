import { Column, Entity, Index, UpdateDateColumn } from 'typeorm';
import { LIMITS } from '@academy/common';
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

  /** Sanitized HTML (allow-list) before it is stored. */
  @Column({ type: 'text', nullable: true, default: null })
  content: string | null;

  @Column({ type: 'simple-json' })
  features: string[];

  @Column({ type: 'varchar', length: 500, nullable: true, default: null })
  targetStudents: string | null;

  /** Sanitized HTML (allow-list) before it is stored. */
  @Column({ type: 'text', nullable: true, default: null })
  curriculum: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'int', default: 0 })
  order: number;

  @UpdateDateColumn()
  updatedAt: Date;
}
