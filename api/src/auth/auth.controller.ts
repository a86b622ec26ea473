import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MESSAGES, type ActionAnswer, type User as UserWire, type UserAnswer } from '@academy/common';
import { toUserWire } from '../members/user.wire';
import { clientAddress, rateLimited } from '../throttle/rate-limited';
import type { User } from '../members/user.entity';
import { AuthService } from './auth.service';
import { SignedIn } from './decorators/access.decorators';
import { CurrentUser } from './decorators/current-user.decorator';
import { LoginDto } from './dto/login.dto';
import { SignupDto } from './dto/signup.dto';
import { AllowedBeforePasswordChange } from './guards/password-change.guard';
import { LoginGuard } from './login.guard';
import { endSession } from './session-end';
import { SignupThrottleService } from './throttle/signup-throttle.service';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';
import { LOGIN_EXAMPLE } from '../openapi/examples';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly signupThrottle: SignupThrottleService,
  ) {}

  @Post('signup')
  @ApiOperation({
    summary:
      '회원가입: 승인 대기(PENDING) 회원을 만듭니다. 이미 가입된 이메일은 409 DUPLICATE_EMAIL, 주소당 시간당 한도 초과는 429 RATE_LIMITED',
  })
  @ApiAnswer(201, 'UserAnswer')
  @ApiErrors({ 409: ['DUPLICATE_EMAIL'], 429: ['RATE_LIMITED'] })
  async signup(
    @Body() input: SignupDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserAnswer> {
    // After validation (the pipe ran): a refused body does not use the allowance.
    const reservation = await this.signupThrottle.reserve(clientAddress(request));
    if (!reservation.ok) throw rateLimited(response, reservation.retryAfterSeconds, MESSAGES.auth.signupRateLimited);
    const user = await this.auth.signup(input, clientAddress(request));
    return { ok: true, message: MESSAGES.auth.signupSuccess, user: toUserWire(user) };
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(LoginGuard)
  @ApiBody({ type: LoginDto })
  @ApiOperation({ summary: '로그인: 400 입력 오류, 401 INVALID_CREDENTIALS, 429 RATE_LIMITED (Retry-After)' })
  @ApiAnswer(200, 'UserAnswer', { example: LOGIN_EXAMPLE })
  @ApiErrors({ 401: ['INVALID_CREDENTIALS'], 429: ['RATE_LIMITED'] })
  login(@CurrentUser() user: User): UserAnswer {
    return { ok: true, message: MESSAGES.auth.welcome(user.firstName || user.email), user: toUserWire(user) };
  }

  @Get('user')
  @SignedIn()
  @AllowedBeforePasswordChange()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: '현재 로그인한 회원 (없으면 401)' })
  @ApiAnswer(200, 'User')
  currentUser(@CurrentUser() user: User): UserWire {
    return toUserWire(user);
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @AllowedBeforePasswordChange()
  @ApiOperation({ summary: '로그아웃: 서버의 세션을 삭제하고 쿠키를 지웁니다' })
  @ApiAnswer(200, 'ActionAnswer')
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ActionAnswer> {
    await endSession(request, response);
    return { ok: true, message: MESSAGES.auth.logoutDone };
  }

  @Post('student-logout')
  @HttpCode(HttpStatus.OK)
  @AllowedBeforePasswordChange()
  @ApiOperation({ summary: '회원 화면의 로그아웃 (logout 과 같습니다)' })
  @ApiAnswer(200, 'ActionAnswer')
  studentLogout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ActionAnswer> {
    return this.logout(request, response);
  }
}
