import { Column, Entity, UpdateDateColumn } from 'typeorm';
import type { NoticeVisibility } from '@academy/common';
import { BaseEntity } from '../database/base.entity';
import { DateTimeColumn } from '../database/columns';

@Entity('notices')
export class Notice extends BaseEntity {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  body: string;

  /** Empty = shown from the start of time; the public list shows notices whose window holds now. */
  @DateTimeColumn()
  startsAt: Date | null;

  @DateTimeColumn()
  endsAt: Date | null;

  /** `public`: also on the site's notice board; `members` (every notice written before the board): /members only. */
  @Column({ type: 'varchar', length: 10, default: 'members' })
  visibility: NoticeVisibility;

  @UpdateDateColumn()
  updatedAt: Date;
}
