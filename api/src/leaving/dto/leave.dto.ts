import { ApiProperty } from '@nestjs/swagger';
import { LEAVE_MESSAGES, LIMITS, MESSAGES } from '@academy/common';
import { PasswordField } from '../../http/fields';

/** DELETE /api/me: the account's password, as the login form takes it. */
export class LeaveDto {
  @ApiProperty({ description: '현재 비밀번호 (틀리면 400 INVALID_PASSWORD)' })
  @PasswordField({
    min: 1,
    tooShort: LEAVE_MESSAGES.password,
    max: LIMITS.passwordMax,
    tooLong: MESSAGES.validation.passwordMax,
  })
  password: string;
}
