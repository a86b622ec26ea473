import { Column, Entity, Index, OneToMany, UpdateDateColumn, type Relation } from 'typeorm';
import { LIMITS } from '@academy/common';
import { BaseEntity } from '../database/base.entity';
import { Video } from '../videos/video.entity';

@Entity('courses')
export class Course extends BaseEntity {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Index('UQ_courses_slug', { unique: true })
  @Column({ type: 'varchar', length: LIMITS.slugStoredMax })
  slug: string;

  @Column({ type: 'text', nullable: true, default: null })
  description: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true, default: null })
  thumbnail: string | null;

  @Column({ type: 'simple-json' })
  tags: string[];

  @Column({ type: 'int', default: 0 })
  order: number;

  @UpdateDateColumn()
  updatedAt: Date;

  @OneToMany(() => Video, (video) => video.course)
  videos?: Relation<Video[]>;
}
