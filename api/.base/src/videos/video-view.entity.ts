import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '../common/base.entity';
import { User } from '../members/user.entity';
import { Video } from './video.entity';

/** A member started playing a video. */
@Entity('video_views')
export class VideoView extends BaseEntity {
  @Index('IDX_video_views_video')
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
}
