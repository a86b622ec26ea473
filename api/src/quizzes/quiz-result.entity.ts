import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { DateTimeColumn } from '../database/columns';
import { User } from '../members/user.entity';
import { Quiz } from './quiz.entity';

/**
 * A member's standing on one quiz (best score, passed, last attempt): what the course page, the
 * lesson's completion and the staff's follow-up list read, one row per member and quiz.
 */
@Entity('quiz_results')
@Index('UQ_quiz_results_member_quiz', ['userId', 'quizId'], { unique: true })
@Index('IDX_quiz_results_follow_up', ['passed', 'lastAttemptAt', 'userId', 'quizId'])
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

  @Column({ type: 'int', default: 0 })
  bestScore: number;

  @Column({ type: 'boolean', default: false })
  passed: boolean;

  @DateTimeColumn({ nullable: false, default: undefined })
  lastAttemptAt: Date;
}
