import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import { applyDecorators } from '@nestjs/common';
import { ValidateNested } from 'class-validator';
import {
  guardianNameError,
  guardianPhoneError,
  normalizeKoreanPhone,
  SIGNUP_CONSENT_MESSAGES as M,
} from '@academy/common';
import { Field } from '../../http/fields';

const mustAgree = (message: string) => Field('consent', (value) => (value === true ? null : message));

/** The sign-up form's check boxes: two required consents and the optional marketing one. */
export class SignupAgreementsDto {
  @ApiProperty({ example: true, description: '이용약관 동의: true 여야 합니다' })
  @mustAgree(M.terms)
  terms: boolean;

  @ApiProperty({ example: true, description: '개인정보 수집·이용 동의: true 여야 합니다' })
  @mustAgree(M.privacy)
  privacy: boolean;

  @ApiPropertyOptional({ example: false, description: '광고성 정보 수신 동의 (선택, 기본 false)' })
  @Field('boolean', (value) => (value === undefined || typeof value === 'boolean' ? null : M.boolean))
  marketing?: boolean;
}

const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `agreements` as its class whatever was sent (a string, a list, nothing: an empty one), so each
 * missing consent is refused on its own field (agreements.terms, agreements.privacy).
 */
export const AgreementsField = () =>
  applyDecorators(
    Transform(({ value }) => plainToInstance(SignupAgreementsDto, isRecord(value) ? value : {})),
    ValidateNested(),
  );

/** Checked only when under14 is true; otherwise the guardian fields are ignored. */
const whenUnder14 = (check: (value: unknown) => string | null) => (value: unknown, body: Record<string, unknown>) =>
  body.under14 === true ? check(value) : null;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** A Korean number as normalizeKoreanPhone stores it (010-1234-5678); anything else trimmed, for the check to name. */
export const koreanPhoneForm = (value: unknown) =>
  typeof value === 'string' ? (normalizeKoreanPhone(value) ?? value.trim()) : value;

export const GuardianNameField = () => Field('guardianName', whenUnder14(guardianNameError), trimmed);
export const GuardianPhoneField = () => Field('guardianPhone', whenUnder14(guardianPhoneError), koreanPhoneForm);
export const GuardianConsentField = () =>
  Field(
    'guardianConsent',
    whenUnder14((value) => (value === true ? null : M.guardianConsent)),
  );
