import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '../database/base.entity';
import { User } from '../members/user.entity';

/** The legal guardian of a member who signed up under 14 (개인정보 보호법 §22-2): staff call them before approving. */
@Entity('guardians')
export class Guardian extends BaseEntity {
  @Index('UQ_guardians_user', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  /** As normalizeKoreanPhone stores it (010-1234-5678). */
  @Column({ type: 'varchar', length: 20 })
  phone: string;
}
