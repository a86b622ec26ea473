import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import {
  ACCOUNT_TYPES,
  accountTypeOf,
  PARENT_MESSAGES,
  signupPhoneError,
  type AccountType,
} from '@academy/common/parents';
import { BooleanField, Field, NewEmailField, PasswordField, SameAsField, TextField } from '../../http/fields';
import { blankToNull } from '../../http/fields/transformers';
import {
  AgreementsField,
  GuardianConsentField,
  GuardianNameField,
  GuardianPhoneField,
  koreanPhoneForm,
  SignupAgreementsDto,
} from './signup-consent.dto';

const V = MESSAGES.validation;

/** A blank phone is none (a student's is optional), any other normalised as the guardian's is. */
const phoneForm = (value: unknown) => koreanPhoneForm(blankToNull(value));

/** The sign-up form: the same fields and messages as common's validateSignup (auth-dto-parity.spec.ts checks it). */
export class SignupDto {
  @ApiPropertyOptional({
    enum: ACCOUNT_TYPES,
    default: 'STUDENT',
    description: '학생(승인 필요) 또는 학부모(바로 사용, 자녀 연결 후 열람)',
  })
  @Field('accountType', (value) => (accountTypeOf({ accountType: value }) ? null : PARENT_MESSAGES.accountType))
  accountType?: AccountType;

  @ApiPropertyOptional({
    type: String,
    example: '010-1234-5678',
    description: '학부모는 필수, 학생은 선택 (010-1234-5678 꼴로 저장)',
  })
  @Field('signupPhone', (value, body) => signupPhoneError({ accountType: body.accountType, phone: value }), phoneForm)
  phone?: string | null;

  @ApiProperty({
    example: 'student@example.com',
    maxLength: LIMITS.emailMax,
    description: 'NFKC 정규화 후 ASCII 문자만 (전각 문자는 반각으로 바뀝니다)',
  })
  @NewEmailField()
  email: string;

  @ApiProperty({ example: '민수', maxLength: LIMITS.nameMax })
  @TextField({ required: V.firstName, max: LIMITS.nameMax, tooLong: V.nameMax })
  firstName: string;

  @ApiProperty({ example: '김', maxLength: LIMITS.nameMax })
  @TextField({ required: V.lastName, max: LIMITS.nameMax, tooLong: V.nameMax })
  lastName: string;

  @ApiProperty({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax })
  @PasswordField({ min: LIMITS.passwordMin, tooShort: V.passwordMin, max: LIMITS.passwordMax, tooLong: V.passwordMax })
  password: string;

  @ApiProperty({ description: 'password 와 같아야 합니다' })
  @SameAsField('password', V.passwordMismatch)
  confirmPassword: string;

  @ApiProperty({ type: SignupAgreementsDto })
  @AgreementsField()
  // An instance even when the body has none, so the nested rules run and name each missing consent.
  agreements: SignupAgreementsDto = new SignupAgreementsDto();

  @ApiPropertyOptional({ example: false, description: '만 14세 미만이면 true: 법정대리인 세 항목이 필요합니다' })
  @BooleanField()
  under14?: boolean;

  @ApiPropertyOptional({ example: '김영희', maxLength: LIMITS.nameMax, description: 'under14 일 때 필수' })
  @GuardianNameField()
  guardianName?: string;

  @ApiPropertyOptional({ example: '010-1234-5678', description: 'under14 일 때 필수 (010-1234-5678 꼴로 저장)' })
  @GuardianPhoneField()
  guardianPhone?: string;

  @ApiPropertyOptional({ example: true, description: 'under14 일 때 true 여야 합니다' })
  @GuardianConsentField()
  guardianConsent?: boolean;
}
