import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { IsAcademyEmail, IsText, MaxChars, MinChars, NormalizedEmail } from './text-rules';

const V = MESSAGES.validation;

/** Spec 000 §5 login rules; the same fields and messages as common's validateLogin (see the parity spec). */
export class LoginDto {
  @ApiProperty({ example: 'student@example.com' })
  @NormalizedEmail()
  @IsAcademyEmail(V.email)
  email: string;

  @ApiProperty({ minLength: 1, maxLength: LIMITS.passwordMax })
  // checked bottom-up: a string, then not empty, then the upper limit
  @MaxChars(LIMITS.passwordMax, V.passwordMax)
  @MinChars(1, V.passwordRequired)
  @IsText(V.passwordRequired)
  password: string;
}
