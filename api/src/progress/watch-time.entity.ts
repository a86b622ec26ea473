import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../members/user.entity';
import { Video } from '../videos/video.entity';

/**
 * How long a member watched a video on one Seoul day (seoulDayNumber), in seconds of wall-clock
 * time: each stored save of a continuing viewing stretch adds the time since the one before (at
 * most the stretch gap). The parents' weekly report sums it into minutes and counts the lessons.
 * The member's or the video's deletion takes its rows with it.
 */
@Entity('watch_time_days')
@Index('IDX_watch_time_days_member_day', ['userId', 'day', 'videoId', 'seconds'])
export class WatchTimeDay {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  videoId: string;

  @ManyToOne(() => Video, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'videoId' })
  video?: Relation<Video>;

  @PrimaryColumn({ type: 'int' })
  day: number;

  @Column({ type: 'double', default: 0 })
  seconds: number;
}
