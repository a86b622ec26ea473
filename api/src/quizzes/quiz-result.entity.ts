import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { DateTimeColumn } from '../database/columns';
import { User } from '../members/user.entity';
import { Quiz } from './quiz.entity';

/** What a standing adds to its member's follow-up counts (quiz_follow_ups): one of them, or nothing. */
export type FollowUpKind = 'NONE' | 'FAILED' | 'NOT_TAKEN';

/**
 * A member's standing on one quiz: made when the member first watches its lesson (no attempt yet)
 * or first takes it, then kept by each attempt. What the course page and the lesson's completion
 * read; `followUp` is what it adds to the member's follow-up counts, kept with them (follow-ups.ts).
 */
@Entity('quiz_results')
@Index('UQ_quiz_results_member_quiz', ['userId', 'quizId'], { unique: true })
@Index('IDX_quiz_results_follow_up', ['followUp', 'lastActivityAt'])
export class QuizResult extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 36 })
  quizId: string;

  @ManyToOne(() => Quiz, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quizId' })
  quiz?: Relation<Quiz>;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** Meaningless while `attempts` is 0. */
  @Column({ type: 'int', default: 0 })
  bestScore: number;

  @Column({ type: 'boolean', default: false })
  passed: boolean;

  /** The first watch of the lesson, or the last attempt: the follow-up list looks 14 days back from it. */
  @DateTimeColumn({ nullable: false, default: undefined })
  lastActivityAt: Date;

  /** Not passed and active in the last 14 days: FAILED with an attempt, NOT_TAKEN without; else NONE. */
  @Column({ type: 'varchar', length: 10, default: 'NONE' })
  followUp: FollowUpKind;
}
