import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@academy/common';
import { PasswordField } from '../../http/fields';

/** No upper limit: the password is whatever ADMIN_CONSOLE_PASSWORD holds (the body limit bounds it). */
export class ConsoleLoginDto {
  @ApiProperty({ description: '관리자 콘솔 비밀번호 (ADMIN_CONSOLE_PASSWORD)' })
  @PasswordField({ min: 1, tooShort: MESSAGES.validation.consolePassword })
  password: string;
}
