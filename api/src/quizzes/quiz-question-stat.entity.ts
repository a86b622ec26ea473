import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { Quiz } from './quiz.entity';

/** How often one question was answered, and answered right: the rollup the hardest-first list reads. */
@Entity('quiz_question_stats')
@Index('UQ_quiz_question_stats_question', ['quizId', 'questionId'], { unique: true })
export class QuizQuestionStatRow extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  quizId: string;

  @ManyToOne(() => Quiz, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quizId' })
  quiz?: Relation<Quiz>;

  @Column({ type: 'varchar', length: 36 })
  questionId: string;

  @Column({ type: 'int', default: 0 })
  answered: number;

  @Column({ type: 'int', default: 0 })
  correct: number;
}
