import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { PARENT_LINK_STATUSES, type ParentLinkStatus } from '@academy/common/parents';
import { BaseEntity } from '../database/base.entity';
import { DateTimeColumn } from '../database/columns';
import { User } from '../members/user.entity';

/**
 * A parent's request to follow a child, PENDING until staff confirm it. A parent reads a child's
 * learning only through a CONFIRMED row; either account's deletion takes the row with it.
 */
@Entity('parent_links')
@Index('UQ_parent_links_parent_child', ['parentId', 'childId'], { unique: true })
@Index('IDX_parent_links_child', ['childId', 'status'])
@Index('IDX_parent_links_status_time', ['status', 'createdAt'])
export class ParentLink extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  parentId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parentId' })
  parent?: Relation<User>;

  @Column({ type: 'varchar', length: 36 })
  childId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'childId' })
  child?: Relation<User>;

  @Column({ type: 'simple-enum', enum: PARENT_LINK_STATUSES, default: 'PENDING' })
  status: ParentLinkStatus;

  @DateTimeColumn()
  confirmedAt: Date | null;
}
