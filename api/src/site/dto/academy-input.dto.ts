import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACADEMY_FACT_LIMITS as L,
  ACADEMY_FACT_RULES,
  normalizeBusinessNumber,
  normalizeEmail,
  type AcademyFacts,
  type HoursLine,
} from '@academy/common';
import { Field } from '../../http/fields';
import { blankToNull, trim } from '../../http/fields/transformers';

/** Each field runs @academy/common's rule, the one the admin form runs, with its Korean message. */
const Rule = (field: keyof AcademyFacts, normalize?: (value: unknown) => unknown) =>
  Field(`academy.${field}`, (value) => ACADEMY_FACT_RULES[field](value), normalize);

const trimmedLines = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map((line: unknown) =>
        typeof line === 'object' && line !== null
          ? { days: trim((line as HoursLine).days), hours: trim((line as HoursLine).hours) }
          : line,
      )
    : value;

const officerForm = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? {
        name: trim((value as Record<string, unknown>).name),
        contact: trim((value as Record<string, unknown>).contact),
      }
    : value;

const HOURS_LINE = {
  type: 'object' as const,
  properties: { days: { type: 'string' as const }, hours: { type: 'string' as const } },
  required: ['days', 'hours'],
};

/** PUT /api/admin/academy: the whole form; every field but the KakaoTalk channel is required. */
export class AcademyInputDto implements AcademyFacts {
  @ApiProperty({ maxLength: L.nameMax, example: '이든 영어학원' })
  @Rule('name', trim)
  name: string;

  @ApiProperty({ maxLength: L.representativeMax, description: '대표자' })
  @Rule('representative', trim)
  representative: string;

  @ApiProperty({ maxLength: L.addressMax })
  @Rule('address', trim)
  address: string;

  @ApiProperty({ example: '055-264-7780' })
  @Rule('phone', trim)
  phone: string;

  @ApiProperty({ example: 'hello@eden-english.kr' })
  @Rule('email', (value) => (typeof value === 'string' ? normalizeEmail(value) : value))
  email: string;

  @ApiProperty({ maxLength: L.registrationNumberMax, description: '학원 등록번호 (교육청)' })
  @Rule('registrationNumber', trim)
  registrationNumber: string;

  @ApiProperty({ example: '123-45-67890', description: '사업자등록번호 (숫자 10자리, 000-00-00000으로 저장)' })
  @Rule('businessNumber', (value) => normalizeBusinessNumber(value) ?? value)
  businessNumber: string;

  @ApiProperty({
    type: 'object',
    properties: { name: { type: 'string' }, contact: { type: 'string' } },
    required: ['name', 'contact'],
    description: '개인정보 보호책임자',
    example: { name: '이든 원장', contact: '055-264-7780' },
  })
  @Rule('privacyOfficer', officerForm)
  privacyOfficer: { name: string; contact: string };

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'https://pf.kakao.com/_xkAbcd',
    description: '비우면 null',
  })
  @Rule('kakaoChannelUrl', blankToNull)
  kakaoChannelUrl: string | null;

  @ApiProperty({ maxLength: L.mapQueryMax })
  @Rule('mapQuery', trim)
  mapQuery: string;

  @ApiProperty({
    type: 'array',
    items: HOURS_LINE,
    description: '상담 전화 시간 (1~7줄)',
    example: [{ days: '월–금', hours: '14:00 – 22:00' }],
  })
  @Rule('contactHours', trimmedLines)
  contactHours: HoursLine[];

  @ApiProperty({
    type: 'array',
    items: HOURS_LINE,
    description: '상담 시간 (1~7줄)',
    example: [{ days: '평일', hours: '9:00 – 22:00' }],
  })
  @Rule('consultationHours', trimmedLines)
  consultationHours: HoursLine[];
}
