import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { LIMITS } from '@academy/common';
import { BaseEntity } from '../database/base.entity';
import { User } from '../members/user.entity';
import { Video } from './video.entity';

const PERIOD_MS = LIMITS.videoViewPeriodMinutes * 60 * 1000;

/** The period a view at `at` belongs to: half hours of the UTC clock, numbered from the epoch. */
export function viewPeriodOf(at: Date): number {
  return Math.floor(at.getTime() / PERIOD_MS);
}

/**
 * A member started playing a video. The unique key keeps one row per member, video and period:
 * concurrent requests cannot both insert, on either driver, without a lock or a transaction.
 */
@Entity('video_views')
@Index('UQ_video_views_member_period', ['userId', 'videoId', 'period'], { unique: true })
// The viewing report reads a range of periods from these indexes alone: all videos (period first)
// or one course's videos (video first).
@Index('IDX_video_views_period', ['period', 'videoId', 'userId'])
@Index('IDX_video_views_video_period', ['videoId', 'period', 'userId'])
export class VideoView extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  videoId: string;

  @ManyToOne(() => Video, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'videoId' })
  video?: Relation<Video>;

  @Index('IDX_video_views_user')
  @Column({ type: 'varchar', length: 36, nullable: true, default: null })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User> | null;

  /** viewPeriodOf(the moment of the view). */
  @Column({ type: 'int' })
  period: number;
}
