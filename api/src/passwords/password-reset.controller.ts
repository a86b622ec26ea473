import { Controller, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type PasswordResetAnswer } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { PasswordsService } from './passwords.service';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';

@ApiTags('admin: members')
@Controller('api/admin/members')
@AdminAccess()
export class PasswordResetController {
  constructor(private readonly passwords: PasswordsService) {}

  @Post(':id/password-reset')
  @HttpCode(HttpStatus.OK)
  // The answer carries a password: no cache may keep it.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      '비밀번호 초기화: 임시 비밀번호(12자, 한 번만 표시), 모든 세션 종료, 다음 로그인 때 변경 필요 (관리자 계정은 409)',
  })
  @ApiAnswer(200, 'PasswordResetAnswer')
  @ApiErrors({ 409: ['INVALID_STATE'] })
  async reset(@Param('id') id: string, @Actor() actor: AdminActor): Promise<PasswordResetAnswer> {
    const temporaryPassword = await this.passwords.reset(id, actor);
    return { ok: true, message: ADMIN_MESSAGES.members.passwordReset, temporaryPassword };
  }
}
