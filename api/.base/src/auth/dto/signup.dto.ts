import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { IsAcademyEmail, IsText, MaxChars, MinChars, NormalizedEmail, SameAs, Trimmed } from './text-rules';

const V = MESSAGES.validation;

/** A first or last name; applyDecorators registers in the order written, so the checks run top to bottom. */
const NameField = (required: string) => applyDecorators(IsText(required), MinChars(1, required), MaxChars(LIMITS.nameMax, V.nameMax), Trimmed());

/**
 * Spec 000 §5 sign-up rules plus the contract's limits; the same fields and messages as common's
 * validateSignup (see the parity spec). Rules run bottom-up: type, then minimum, then maximum.
 */
export class SignupDto {
  @ApiProperty({ example: 'student@example.com', maxLength: LIMITS.emailMax })
  @NormalizedEmail()
  @IsAcademyEmail(V.email)
  email: string;

  @ApiProperty({ example: '민수', maxLength: LIMITS.nameMax })
  @NameField(V.firstName)
  firstName: string;

  @ApiProperty({ example: '김', maxLength: LIMITS.nameMax })
  @NameField(V.lastName)
  lastName: string;

  @ApiProperty({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax })
  @MaxChars(LIMITS.passwordMax, V.passwordMax)
  @MinChars(LIMITS.passwordMin, V.passwordMin)
  @IsText(V.passwordMin)
  password: string;

  @ApiProperty({ description: 'password 와 같아야 합니다' })
  @SameAs('password', V.passwordMismatch)
  confirmPassword: string;
}
