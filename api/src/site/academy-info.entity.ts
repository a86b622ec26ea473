import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { HoursLine } from '@academy/common';

/** The one row's id: there is one academy. */
export const ACADEMY_ROW_ID = 'academy';

/**
 * The academy's facts (academy_info): one row, seeded by its migration from the constants the
 * site showed before, edited on the admin screen 학원 정보. A write drops the page cache (it is
 * public content: ContentChangeSubscriber).
 */
@Entity('academy_info')
export class AcademyInfo {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 40 })
  representative: string;

  @Column({ type: 'varchar', length: 200 })
  address: string;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** 학원 등록번호 (교육청); '' until filled in. */
  @Column({ type: 'varchar', length: 60, default: '' })
  registrationNumber: string;

  /** 사업자등록번호, 000-00-00000; '' until filled in. */
  @Column({ type: 'varchar', length: 12, default: '' })
  businessNumber: string;

  @Column({ type: 'varchar', length: 40 })
  privacyOfficerName: string;

  @Column({ type: 'varchar', length: 120 })
  privacyOfficerContact: string;

  /** null: KAKAO_CHANNEL_URL, if set, is shown instead. */
  @Column({ type: 'varchar', length: 200, nullable: true, default: null })
  kakaoChannelUrl: string | null;

  @Column({ type: 'varchar', length: 200 })
  mapQuery: string;

  @Column({ type: 'simple-json' })
  contactHours: HoursLine[];

  @Column({ type: 'simple-json' })
  consultationHours: HoursLine[];

  @UpdateDateColumn()
  updatedAt: Date;
}
