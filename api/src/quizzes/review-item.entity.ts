import { Column, Entity, Index, JoinColumn, ManyToOne, UpdateDateColumn, type Relation } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { User } from '../members/user.entity';
import { Quiz } from './quiz.entity';

/** One entry of a member's 오답 노트: a typed question they got wrong, until it is answered right on two days. */
@Entity('quiz_review_items')
@Index('UQ_quiz_review_items_question', ['userId', 'quizId', 'questionId'], { unique: true })
export class ReviewItemRow extends BaseEntity {
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

  @Column({ type: 'varchar', length: 36 })
  questionId: string;

  /** Seoul days of the correct answers since the last wrong one. */
  @Column({ type: 'simple-json' })
  correctDays: string[];

  @UpdateDateColumn()
  updatedAt: Date;
}
