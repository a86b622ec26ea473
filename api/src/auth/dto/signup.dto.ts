import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { NewEmailField, PasswordField, SameAsField, TextField } from '../../http/fields';

const V = MESSAGES.validation;

/** The sign-up form: the same fields and messages as common's validateSignup (auth-dto-parity.spec.ts checks it). */
export class SignupDto {
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
}
