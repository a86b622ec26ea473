import { Body, Controller, Header, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MESSAGES, type ActionAnswer, type PasswordResetRequestAnswer } from '@academy/common';
import { clientAddress, rateLimited } from '../throttle/rate-limited';
import { PasswordResetDto, PasswordResetRequestDto } from './dto/password-reset.dto';
import { PasswordResetLinksService } from './password-reset-links.service';
import { PasswordResetThrottleService } from './password-reset-throttle.service';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';

const P = MESSAGES.passwordReset;

@ApiTags('auth')
@Controller('api/auth')
export class PasswordResetLinksController {
  constructor(
    private readonly links: PasswordResetLinksService,
    private readonly throttle: PasswordResetThrottleService,
  ) {}

  @Post('password-reset-requests')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary:
      '비밀번호 재설정 링크 요청: 가입 여부와 관계없이 항상 202 같은 본문 (관리자 계정과 없는 주소에는 메일 없음), 주소·이메일별 429 RATE_LIMITED',
  })
  @ApiAnswer(202, 'PasswordResetRequestAnswer')
  @ApiErrors({ 429: ['RATE_LIMITED'] })
  async requestLink(
    @Body() input: PasswordResetRequestDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PasswordResetRequestAnswer> {
    const reservation = await this.throttle.reserve(input.email, clientAddress(request));
    if (!reservation.ok) throw rateLimited(response, reservation.retryAfterSeconds, P.rateLimited);
    await this.links.request(input.email);
    return { ok: true, message: P.requested };
  }

  @Post('password-reset')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      '메일 링크로 새 비밀번호 설정: 모든 세션 종료, 감사 기록. 잘못됐거나 쓰였거나 만료된 token 은 400 INVALID_TOKEN',
  })
  @ApiAnswer(200, 'ActionAnswer')
  @ApiErrors({ 400: ['INVALID_TOKEN'] })
  async reset(@Body() input: PasswordResetDto, @Req() request: Request): Promise<ActionAnswer> {
    await this.links.reset(input.token, input.newPassword, clientAddress(request));
    return { ok: true, message: P.done };
  }
}
