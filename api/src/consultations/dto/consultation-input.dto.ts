import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONSULTATION,
  CONSULTATION_GRADES,
  CONSULTATION_MESSAGES as M,
  LIMITS,
  normalizeKoreanPhone,
  type ConsultationGrade,
} from '@academy/common';
import { SLUG_PATTERN } from '@academy/common/slug';
import { BooleanField, Field, OneOfField, TextField } from '../../http/fields';

const blank = (value: unknown) => value === undefined || value === null || value === '';
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value;

/** The one stored form of a number; what is not a number is left for the check to refuse. */
const phoneForm = (value: unknown) =>
  typeof value === 'string' ? (normalizeKoreanPhone(value) ?? value.trim()) : value;

/** The consultation form: the rules and messages of common's validateConsultation. */
export class ConsultationInputDto {
  @ApiProperty({ example: '김민수', maxLength: CONSULTATION.nameMax })
  @TextField({ required: M.name, max: CONSULTATION.nameMax, tooLong: M.nameMax })
  name: string;

  @ApiProperty({
    example: '010-1234-5678',
    description: '휴대폰 또는 일반 전화번호 (저장할 때 010-1234-5678 꼴로 바뀝니다)',
  })
  @Field(
    'koreanPhone',
    (value) => {
      if (typeof value !== 'string' || value === '') return M.phone;
      return normalizeKoreanPhone(value) === value ? null : M.phoneInvalid;
    },
    phoneForm,
    { max: CONSULTATION.phoneInputMax },
  )
  phone: string;

  @ApiPropertyOptional({ enum: CONSULTATION_GRADES, description: '보내지 않으면 학년 없음' })
  @OneOfField(CONSULTATION_GRADES, M.grade, { optional: true })
  grade?: ConsultationGrade;

  @ApiPropertyOptional({
    type: String,
    example: 'middle-school',
    nullable: true,
    description: '활성 프로그램의 슬러그',
  })
  @Field(
    'programSlug',
    (value) =>
      blank(value) || (typeof value === 'string' && value.length <= LIMITS.slugStoredMax && SLUG_PATTERN.test(value))
        ? null
        : M.program,
    blankToNull,
    { max: LIMITS.slugStoredMax },
  )
  programSlug?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: CONSULTATION.messageMax, nullable: true })
  @TextField({ max: CONSULTATION.messageMax, tooLong: M.messageMax })
  message?: string | null;

  @ApiProperty({ example: true, description: '개인정보 수집·이용 동의: true 여야 합니다' })
  @Field('consent', (value) => (value === true ? null : M.consent))
  consent: boolean;

  @ApiPropertyOptional({
    example: false,
    description: `${M.smsConsentLabel}: true 이면 접수 확인을 문자·알림톡으로 보냅니다`,
  })
  @BooleanField()
  smsConsent?: boolean;

  /** The honeypot: people never see it; a request that fills it is answered as usual and dropped. */
  @ApiPropertyOptional({ type: String, description: '비워 두는 칸 (자동 입력 방지)' })
  @Field('honeypot', () => null)
  website?: unknown;
}
