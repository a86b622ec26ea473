import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { DateTimeColumn } from '../database/columns';
import { User } from '../members/user.entity';
import { Video } from '../videos/video.entity';

/**
 * One member's place in one video, in seconds. Removing the video or its course removes the row;
 * a member who leaves is taken off it (SET NULL), so the per-video figures keep it. Each index
 * answers its queries without touching the table: member_activity a member's recent videos, each member's last activity (MAX(updatedAt) per
 * member reads one entry per member) and a few members' completions; video the per-video figures and who
 * completed a video; completed_at the completions of a range of days.
 */
@Entity('video_progress')
@Index('UQ_video_progress_member_video', ['userId', 'videoId'], { unique: true })
@Index('IDX_video_progress_member_activity', ['userId', 'updatedAt', 'completed', 'videoId', 'completedAt'])
@Index('IDX_video_progress_video', ['videoId', 'completed', 'userId', 'furthest', 'duration'])
@Index('IDX_video_progress_completed_at', ['completedAt', 'videoId', 'userId'])
export class VideoProgress extends BaseEntity {
  /** null once the member has left: the row still counts in the per-video figures, naming nobody. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 36 })
  videoId: string;

  @ManyToOne(() => Video, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'videoId' })
  video?: Relation<Video>;

  @Column({ type: 'double' })
  position: number;

  /** The duration the player last reported, else the video's durationSec (0 when neither is known). */
  @Column({ type: 'double' })
  duration: number;

  @Column({ type: 'double' })
  furthest: number;

  /** Never goes back once set. */
  @Column({ type: 'boolean', default: false })
  completed: boolean;

  @DateTimeColumn()
  completedAt: Date | null;

  /** When the position was last stored: the two-second write limit and "most recent first" read it. */
  @DateTimeColumn({ nullable: false, default: undefined })
  updatedAt: Date;

  /** When the current viewing stretch began (null on rows stored before stretches: see progress-rules). */
  @DateTimeColumn()
  stretchStartedAt: Date | null;

  /** The furthest point when the current stretch began. */
  @Column({ type: 'double', nullable: true, default: null })
  stretchFrom: number | null;

  /** Wall-clock seconds of the earlier stretches: completion needs enough of it. */
  @Column({ type: 'double', default: 0 })
  watchedBeforeSec: number;
}
