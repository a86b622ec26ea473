import { ApiProperty } from '@nestjs/swagger';
import { isSamePassword, LIMITS, MESSAGES, newPasswordError } from '@academy/common';
import { Field, PasswordField, SameAsField } from '../../http/fields';

const V = MESSAGES.validation;

/**
 * POST /api/auth/password: the same fields and messages as common's validatePasswordChange
 * (change-password.dto.spec.ts checks it): the current password as the login form takes it, a
 * new one by the sign-up rules that is not the current one, and its confirmation.
 */
export class ChangePasswordDto {
  @ApiProperty({ maxLength: LIMITS.passwordMax })
  @PasswordField({ min: 1, tooShort: V.currentPassword, max: LIMITS.passwordMax, tooLong: V.passwordMax })
  currentPassword: string;

  @ApiProperty({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax })
  @Field('newPassword', (value, body) => {
    const problem = newPasswordError(value);
    if (problem) return problem;
    const current = body.currentPassword;
    return typeof current === 'string' && current.length > 0 && isSamePassword(value, current)
      ? V.passwordUnchanged
      : null;
  })
  newPassword: string;

  @ApiProperty({ description: 'newPassword 와 같아야 합니다' })
  @SameAsField('newPassword', V.passwordMismatch)
  confirmPassword: string;
}
