import { Column, Entity, UpdateDateColumn } from 'typeorm';
import { BaseEntity } from '../database/base.entity';

@Entity('gallery_items')
export class GalleryItem extends BaseEntity {
  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 200, nullable: true, default: null })
  caption: string | null;

  /** The simple console names images with a title and a description. */
  @Column({ type: 'varchar', length: 200, nullable: true, default: null })
  title: string | null;

  @Column({ type: 'text', nullable: true, default: null })
  description: string | null;

  @Column({ type: 'boolean', default: true })
  visible: boolean;

  @Column({ type: 'int', default: 0 })
  order: number;

  @UpdateDateColumn()
  updatedAt: Date;
}
