import { Column, Entity, Index, UpdateDateColumn } from 'typeorm';
import { BaseEntity } from '../common/base.entity';

@Entity('programs')
export class Program extends BaseEntity {
  @Index('UQ_programs_slug', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subtitle: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Sanitized HTML (allow-list) before it is stored. */
  @Column({ type: 'text', nullable: true })
  content: string | null;

  @Column({ type: 'simple-json' })
  features: string[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  targetStudents: string | null;

  /** Sanitized HTML (allow-list) before it is stored. */
  @Column({ type: 'text', nullable: true })
  curriculum: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'int', default: 0 })
  order: number;

  @UpdateDateColumn()
  updatedAt: Date;
}
