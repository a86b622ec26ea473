import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { User } from '../members/user.entity';
import { Quiz } from './quiz.entity';

/** What one answer of an attempt was: the question, whether it was right, and the member's own answer. */
export interface AttemptAnswer {
  questionId: string;
  correct: boolean;
  given: string | number | null;
}

/**
 * One graded attempt (createdAt is set by the service, with milliseconds: lists order by it). The unique (member, quiz, number) is the attempt limit under parallel posts:
 * two posts that read the same count cannot both take the same number, and a number past the
 * quiz's limit is never written. A member who leaves is taken off (SET NULL); the figures keep it.
 */
@Entity('quiz_attempts')
@Index('UQ_quiz_attempts_member_number', ['userId', 'quizId', 'attemptNo'], { unique: true })
@Index('IDX_quiz_attempts_member_time', ['userId', 'createdAt'])
@Index('IDX_quiz_attempts_time', ['createdAt'])
export class QuizAttempt extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  quizId: string;

  @ManyToOne(() => Quiz, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quizId' })
  quiz?: Relation<Quiz>;

  @Column({ type: 'varchar', length: 36 })
  videoId: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'int' })
  attemptNo: number;

  @Column({ type: 'int' })
  quizVersion: number;

  @Column({ type: 'int' })
  score: number;

  @Column({ type: 'boolean' })
  passed: boolean;

  @Column({ type: 'int' })
  correct: number;

  @Column({ type: 'int' })
  total: number;

  @Column({ type: 'simple-json' })
  answers: AttemptAnswer[];
}
