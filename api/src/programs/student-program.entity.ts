import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../members/user.entity';
import { Program } from './program.entity';

/**
 * The program a student attends, as staff set it in the member's record: its timetable is the
 * child's class times on /parent. One per student; the student's or the program's deletion ends it.
 */
@Entity('student_programs')
export class StudentProgram {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 36 })
  programId: string;

  @ManyToOne(() => Program, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'programId' })
  program?: Relation<Program>;

  @UpdateDateColumn()
  updatedAt: Date;
}
