import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { User } from '../members/user.entity';

/**
 * One member's follow-up counts: quizzes failed and quizzes never taken, each not passed and active
 * in the last 14 days. Kept by each change of a standing (follow-ups.ts), so the staff's list reads
 * the members with the most, through one index, however many attempts there are.
 */
@Entity('quiz_follow_ups')
@Index('UQ_quiz_follow_ups_member', ['userId'], { unique: true })
@Index('IDX_quiz_follow_ups_open', ['open', 'userId'])
export class QuizFollowUp extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'int', default: 0 })
  failed: number;

  @Column({ type: 'int', default: 0 })
  notTaken: number;

  /** failed + notTaken: the list's order. */
  @Column({ type: 'int', default: 0 })
  open: number;
}
