import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MESSAGES, type UserAnswer } from '@academy/common';
import { SignedIn } from '../auth/decorators/access.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { AllowedBeforePasswordChange } from '../auth/guards/password-change.guard';
import { toUserWire } from '../members/user.wire';
import type { User } from '../members/user.entity';
import { renewSession } from '../sessions/session-renewal';
import { clientAddress, rateLimited } from '../throttle/rate-limited';
import { ChangePasswordDto } from './dto/change-password.dto';
import { PasswordsService } from './passwords.service';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';

@ApiTags('auth')
@Controller('api/auth/password')
export class PasswordController {
  constructor(private readonly passwords: PasswordsService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  @AllowedBeforePasswordChange()
  @ApiOperation({
    summary:
      '비밀번호 변경: 현재 비밀번호 확인(틀리면 400 INVALID_CREDENTIALS, 로그인처럼 429 제한), 다른 기기 로그아웃, 이 기기는 새 세션 id로 유지',
  })
  @ApiAnswer(200, 'UserAnswer')
  @ApiErrors({ 400: ['INVALID_CREDENTIALS'], 409: ['INVALID_STATE'], 429: ['RATE_LIMITED'] })
  async change(
    @CurrentUser() user: User,
    @Body() input: ChangePasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserAnswer> {
    const throttled = await this.passwords.change(user, input, clientAddress(request));
    if (throttled) throw rateLimited(response, throttled.retryAfterSeconds);
    await renewSession(request);
    return {
      ok: true,
      message: MESSAGES.auth.passwordChanged,
      user: { ...toUserWire(user), mustChangePassword: false },
    };
  }
}
