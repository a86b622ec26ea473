import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES, newPasswordError } from '@academy/common';
import { EmailField, Field, SameAsField } from '../../http/fields';

const V = MESSAGES.validation;

/** POST /api/auth/password-reset-requests: the address as the login form takes it. */
export class PasswordResetRequestDto {
  @ApiProperty({ example: 'student@example.com' })
  @EmailField()
  email: string;
}

/**
 * POST /api/auth/password-reset: the same password rules and messages as common's
 * validatePasswordReset. The token is not a form field: whatever it is, a token that names no
 * working link answers 400 INVALID_TOKEN (password-reset-links.service.ts).
 */
export class PasswordResetDto {
  @ApiProperty({ type: String, description: '메일 링크의 token' })
  @Field('token', () => null)
  token: unknown;

  @ApiProperty({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax })
  @Field('newPassword', (value) => newPasswordError(value) ?? null)
  newPassword: string;

  @ApiProperty({ description: 'newPassword 와 같아야 합니다' })
  @SameAsField('newPassword', V.passwordMismatch)
  confirmPassword: string;
}
