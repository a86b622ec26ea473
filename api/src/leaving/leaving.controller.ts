import { Body, Controller, Delete, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LEAVE_MESSAGES, type ActionAnswer } from '@academy/common';
import { SignedIn } from '../auth/decorators/access.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH } from '../auth/device-cookie';
import { endSession } from '../auth/session-end';
import type { User } from '../members/user.entity';
import { clientAddress, rateLimited } from '../throttle/rate-limited';
import { LeaveDto } from './dto/leave.dto';
import { LeavingService } from './leaving.service';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';

@ApiTags('auth')
@Controller('api/me')
@SignedIn()
export class LeavingController {
  constructor(private readonly leaving: LeavingService) {}

  @Delete()
  @ApiOperation({
    summary:
      '회원 탈퇴 { password }: 계정과 개인정보 삭제, 모든 세션 종료, 확인 메일. 틀린 비밀번호 400 INVALID_PASSWORD, 관리자 403, 반복 실패 429',
  })
  @ApiAnswer(200, 'ActionAnswer')
  @ApiErrors({ 400: ['INVALID_PASSWORD'], 403: ['FORBIDDEN'], 429: ['RATE_LIMITED'] })
  async leave(
    @CurrentUser() user: User,
    @Body() input: LeaveDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ActionAnswer> {
    const throttled = await this.leaving.leave(user, input.password, clientAddress(request));
    if (throttled) throw rateLimited(response, throttled.retryAfterSeconds);
    await endSession(request, response);
    // This browser's device cookie named the account; other browsers' ones match no account now.
    response.clearCookie(DEVICE_COOKIE, { path: DEVICE_COOKIE_PATH, httpOnly: true, sameSite: 'lax' });
    return { ok: true, message: LEAVE_MESSAGES.done };
  }
}
