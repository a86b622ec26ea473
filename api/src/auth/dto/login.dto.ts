import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { EmailField, PasswordField } from '../../http/fields';

const V = MESSAGES.validation;

/** The login form: the same fields and messages as common's validateLogin (auth-dto-parity.spec.ts checks it). */
export class LoginDto {
  @ApiProperty({ example: 'student@example.com' })
  @EmailField()
  email: string;

  @ApiProperty({ minLength: 1, maxLength: LIMITS.passwordMax })
  @PasswordField({ min: 1, tooShort: V.passwordRequired, max: LIMITS.passwordMax, tooLong: V.passwordMax })
  password: string;
}
