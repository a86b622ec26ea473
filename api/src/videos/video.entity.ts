import { Column, Entity, Index, JoinColumn, ManyToOne, UpdateDateColumn, type Relation } from 'typeorm';
import { VIDEO_TYPES, type VideoType } from '@academy/common/video-url';
import { BaseEntity } from '../database/base.entity';
import { DateTimeColumn } from '../database/columns';
import { Course } from '../courses/course.entity';

@Entity('videos')
export class Video extends BaseEntity {
  @Index('IDX_videos_course')
  @Column({ type: 'varchar', length: 36 })
  courseId: string;

  /** Deleting a course deletes its videos (and, through them, their view records). */
  @ManyToOne(() => Course, (course) => course.videos, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'courseId' })
  course?: Relation<Course>;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true, default: null })
  description: string | null;

  /** The address without any login: the only form that reaches browsers, logs and `/proxy/video?u=`. */
  @Column({ type: 'varchar', length: 2000 })
  externalUrl: string;

  /**
   * The NAS login written into the URL the admin registered (`user:password`, percent-encoded),
   * kept apart so no answer can carry it by accident; the proxy sends it as Basic credentials.
   */
  @Column({ type: 'varchar', length: 2000, nullable: true, default: null })
  upstreamUserinfo: string | null;

  @Column({ type: 'simple-enum', enum: VIDEO_TYPES, default: 'youtube' })
  type: VideoType;

  @Column({ type: 'int', nullable: true, default: null })
  durationSec: number | null;

  @Column({ type: 'boolean', default: true })
  isPublished: boolean;

  @DateTimeColumn()
  accessStart: Date | null;

  @DateTimeColumn()
  accessEnd: Date | null;

  @UpdateDateColumn()
  updatedAt: Date;
}
