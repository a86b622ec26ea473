import { Column, Entity, Index, JoinColumn, OneToOne, UpdateDateColumn, type Relation } from 'typeorm';
import type { QuizDirection, QuizQuestion } from '@academy/common/quiz';
import { BaseEntity } from '../database/base.entity';
import { Video } from '../videos/video.entity';

/**
 * A lesson's quiz (one per video), with the running totals the staff's quiz view reads instead of
 * scanning every attempt: each attempt adds to them in its own transaction.
 */
@Entity('quizzes')
export class Quiz extends BaseEntity {
  @Index('UQ_quizzes_video', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  videoId: string;

  @OneToOne(() => Video, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'videoId' })
  video?: Relation<Video>;

  /** Up by one whenever the questions change; attempts keep the version they answered. */
  @Column({ type: 'int', default: 1 })
  version: number;

  @Column({ type: 'int' })
  passMark: number;

  /** null: unlimited. */
  @Column({ type: 'int', nullable: true, default: null })
  maxAttempts: number | null;

  @Column({ type: 'boolean', default: false })
  requiredForCompletion: boolean;

  @Column({ type: 'varchar', length: 5, default: 'EN_KO' })
  direction: QuizDirection;

  /** A draft is read by staff only; members see a published quiz of a lesson they may watch. */
  @Column({ type: 'boolean', default: false })
  published: boolean;

  @Column({ type: 'simple-json' })
  questions: QuizQuestion[];

  @Column({ type: 'int', default: 0 })
  attemptCount: number;

  @Column({ type: 'int', default: 0 })
  passCount: number;

  /** Sum of every attempt's score (0–100 each): an int holds 21 million attempts of one quiz. */
  @Column({ type: 'int', default: 0 })
  scoreSum: number;

  @UpdateDateColumn()
  updatedAt: Date;
}
