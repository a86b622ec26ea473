import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../members/user.entity';

/** A parent's choices: the weekly report by mail (on unless turned off) and its summary by SMS or 알림톡 (opt-in). */
@Entity('parent_settings')
export class ParentSettingsRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'boolean', default: true })
  weeklyReport: boolean;

  @Column({ type: 'boolean', default: false })
  reportByPhone: boolean;
}
