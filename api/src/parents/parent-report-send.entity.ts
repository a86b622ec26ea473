import { Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import { User } from '../members/user.entity';

/**
 * The weekly report of one parent for one ISO week, claimed by inserting this row: its primary key
 * is what makes the report go once per parent and week, whichever process or catch-up run gets there.
 */
@Entity('parent_report_sends')
export class ParentReportSend {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  parentId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parentId' })
  parent?: Relation<User>;

  /** The week the report covers (YYYY-Www). */
  @PrimaryColumn({ type: 'varchar', length: 8 })
  week: string;

  @DateTimeColumn({ nullable: false, default: undefined })
  queuedAt: Date;
}
