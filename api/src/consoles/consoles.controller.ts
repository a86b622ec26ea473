import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MESSAGES, THROTTLE_LIMITS, type ActionAnswer, type ConsolePing, type DevConsoleAnswer } from '@academy/common';
import { validateBody } from '../auth/dto/validate-body';
import { hasAdminAccess } from '../auth/guards/admin-access.guard';
import { AllowedBeforePasswordChange, PublicRead } from '../auth/guards/password-change.guard';
import { consoleLockout, consoleLogin } from '../audit/audit-event';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../http/api-error';
import { actorOf } from '../members/actor.decorator';
import { clientAddress, rateLimited } from '../throttle/rate-limited';
import { endConsoleSession, startConsoleSession } from './console-session';
import { ConsoleDeviceCookieService } from './console-device-cookie';
import { ConsolePasswordService } from './console-password.service';
import { ConsoleLoginDto } from './dto/console-login.dto';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';
import { CONSOLE_PING_EXAMPLE } from '../openapi/examples';

const CONSOLE = THROTTLE_LIMITS.console;

/** Refusals of both login routes carry the success flag the hidden landing-page dialog reads. */
const LOGIN_REFUSED = { success: false };

/** The shared-password consoles (/admin-dashboard, /_superadmin, /simple-admin): login, logout, ping. */
@ApiTags('consoles')
@Controller('api')
export class ConsolesController {
  constructor(
    private readonly passwords: ConsolePasswordService,
    private readonly devices: ConsoleDeviceCookieService,
    private readonly audit: AuditService,
  ) {}

  @Post('admin/login')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ type: ConsoleLoginDto })
  @ApiOperation({ summary: '관리자 콘솔 로그인 (401 INVALID_PASSWORD, 429 RATE_LIMITED, 503 미설정)' })
  @ApiAnswer(200, 'ActionAnswer')
  @ApiErrors(
    { 400: ['VALIDATION_FAILED'], 401: ['INVALID_PASSWORD'], 429: ['RATE_LIMITED'], 503: ['SERVICE_UNAVAILABLE'] },
    { schema: 'ConsoleLoginRefusal' },
  )
  async adminLogin(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ActionAnswer> {
    await this.login(body, request, response);
    return { ok: true, message: MESSAGES.console.loggedIn };
  }

  @Post('dev/login')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ type: ConsoleLoginDto })
  @ApiOperation({ summary: '비밀 콘솔 로그인: { success: true } 또는 401 { success: false, code: INVALID_PASSWORD }' })
  @ApiAnswer(200, 'DevConsoleAnswer')
  @ApiErrors(
    { 400: ['VALIDATION_FAILED'], 401: ['INVALID_PASSWORD'], 429: ['RATE_LIMITED'], 503: ['SERVICE_UNAVAILABLE'] },
    { schema: 'ConsoleLoginRefusal' },
  )
  async devLogin(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DevConsoleAnswer> {
    await this.login(body, request, response);
    return { success: true, ok: true, message: MESSAGES.console.loggedIn };
  }

  @Post('admin/logout')
  @HttpCode(HttpStatus.OK)
  @AllowedBeforePasswordChange()
  @ApiOperation({ summary: '관리자 콘솔 로그아웃' })
  @ApiAnswer(200, 'ActionAnswer')
  async adminLogout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ActionAnswer> {
    await endConsoleSession(request, response);
    return { ok: true, message: MESSAGES.console.loggedOut };
  }

  @Post('dev/logout')
  @HttpCode(HttpStatus.OK)
  @AllowedBeforePasswordChange()
  @ApiOperation({ summary: '비밀 콘솔 로그아웃: { success: true }' })
  @ApiAnswer(200, 'DevConsoleAnswer')
  async devLogout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<DevConsoleAnswer> {
    await endConsoleSession(request, response);
    return { success: true, ok: true, message: MESSAGES.console.loggedOut };
  }

  @Get('simple/ping')
  @PublicRead()
  @ApiOperation({ summary: '{ ok: true, console: 관리자 권한(콘솔 세션 또는 ADMIN) 여부 } — 누구나' })
  @ApiAnswer(200, 'ConsolePing', { example: CONSOLE_PING_EXAMPLE })
  ping(@Req() request: Request): ConsolePing {
    return { ok: true, console: hasAdminAccess(request) };
  }

  /**
   * 503 without a configured password, then 400, 429 (Retry-After), 401; success starts the
   * console session. Each checked password (right or wrong) writes an audit row; refused bodies
   * and throttled attempts do not, so the log cannot be flooded past the throttle.
   */
  private async login(body: unknown, request: Request, response: Response): Promise<void> {
    const extra = LOGIN_REFUSED;
    if (!this.passwords.configured) {
      throw new ApiError(
        HttpStatus.SERVICE_UNAVAILABLE,
        'SERVICE_UNAVAILABLE',
        MESSAGES.console.notConfigured,
        undefined,
        extra,
      );
    }
    const { password } = await validateBody(ConsoleLoginDto, body).catch((error: unknown) => {
      throw error instanceof ApiError
        ? new ApiError(error.getStatus(), error.code, error.message, error.errors, extra)
        : error;
    });
    const check = await this.passwords.check(password, clientAddress(request), this.devices.trustedDevice(request));
    if (check.result === 'locked' && check.newLockout)
      await this.audit.record(actorOf(request), consoleLockout(CONSOLE.overall, CONSOLE.windowMs / 60_000));
    if (check.result === 'throttled' || check.result === 'locked')
      throw rateLimited(response, check.retryAfterSeconds, MESSAGES.auth.rateLimited, extra);
    if (check.result === 'wrong') {
      await this.audit.record(actorOf(request), consoleLogin(false));
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'INVALID_PASSWORD', MESSAGES.console.wrongPassword, undefined, extra);
    }
    await startConsoleSession(request);
    this.devices.remember(request, response);
    await this.audit.record(actorOf(request), consoleLogin(true));
  }
}
