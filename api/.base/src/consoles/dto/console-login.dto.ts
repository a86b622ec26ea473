import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@academy/common';
import { IsText, MinChars } from '../../auth/dto/text-rules';

export class ConsoleLoginDto {
  @ApiProperty({ description: '관리자 콘솔 비밀번호 (ADMIN_CONSOLE_PASSWORD)' })
  @MinChars(1, MESSAGES.validation.consolePassword)
  @IsText(MESSAGES.validation.consolePassword)
  password: string;
}
