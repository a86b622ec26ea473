import type { EntityManager } from 'typeorm';
import { DEFAULT_ACADEMY_FACTS, type AcademyFacts } from '@academy/common';
import { ACADEMY_ROW_ID, AcademyInfo } from './academy-info.entity';

/** The stored row as the wire shows it; KAKAO_CHANNEL_URL stands in while the channel field is empty. */
export function toAcademyFacts(row: AcademyInfo, envKakaoChannelUrl: string | null): AcademyFacts {
  return {
    name: row.name,
    representative: row.representative,
    address: row.address,
    phone: row.phone,
    email: row.email,
    registrationNumber: row.registrationNumber,
    businessNumber: row.businessNumber,
    privacyOfficer: { name: row.privacyOfficerName, contact: row.privacyOfficerContact },
    kakaoChannelUrl: row.kakaoChannelUrl ?? envKakaoChannelUrl,
    mapQuery: row.mapQuery,
    contactHours: row.contactHours,
    consultationHours: row.consultationHours,
  };
}

/**
 * The academy's facts as stored. The migration writes the row; should it be missing (a database
 * restored from before it), the constants the site showed before answer, never an error.
 */
export async function readAcademyFacts(
  manager: EntityManager,
  envKakaoChannelUrl: string | null,
): Promise<AcademyFacts> {
  const row = await manager.findOneBy(AcademyInfo, { id: ACADEMY_ROW_ID });
  return row
    ? toAcademyFacts(row, envKakaoChannelUrl)
    : { ...DEFAULT_ACADEMY_FACTS, kakaoChannelUrl: envKakaoChannelUrl };
}
