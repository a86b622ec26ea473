import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Small key/value facts about this installation, e.g. that the demo content was loaded once. */
@Entity('app_meta')
export class AppMeta {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'varchar', length: 255 })
  value: string;
}
