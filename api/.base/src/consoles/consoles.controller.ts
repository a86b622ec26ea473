import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MESSAGES, type ActionAnswer } from '@academy/common';
import { validateBody } from '../auth/dto/validate-body';
import { hasAdminAccess } from '../auth/guards/admin-access.guard';
import { ApiError } from '../common/api-error';
import { endConsoleSession, startConsoleSession } from './console-session';
import { ConsolePasswordService } from './console-password.service';
import { ConsoleLoginDto } from './dto/console-login.dto';

/** Refusals of both login routes carry the success flag the hidden landing-page dialog reads. */
const LOGIN_REFUSED = { success: false };

const clientKey = (request: Request) => request.ip ?? request.socket.remoteAddress ?? 'unknown';

/** The shared-password consoles (/admin-dashboard, /_superadmin, /simple-admin): login, logout, ping. */
@ApiTags('consoles')
@Controller('api')
export class ConsolesController {
  constructor(private readonly passwords: ConsolePasswordService) {}

  @Post('admin/login')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ type: ConsoleLoginDto })
  @ApiOperation({ summary: '관리자 콘솔 로그인 (401 INVALID_PASSWORD, 429 RATE_LIMITED, 503 미설정)' })
  async adminLogin(@Body() body: unknown, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ActionAnswer> {
    await this.login(body, request, response);
    return { ok: true, message: MESSAGES.console.loggedIn };
  }

  @Post('dev/login')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ type: ConsoleLoginDto })
  @ApiOperation({ summary: '비밀 콘솔 로그인: { success: true } 또는 401 { success: false, code: INVALID_PASSWORD }' })
  async devLogin(@Body() body: unknown, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await this.login(body, request, response);
    return { success: true, ok: true, message: MESSAGES.console.loggedIn };
  }

  @Post('admin/logout')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '관리자 콘솔 로그아웃' })
  async adminLogout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ActionAnswer> {
    await endConsoleSession(request, response);
    return { ok: true, message: MESSAGES.console.loggedOut };
  }

  @Post('dev/logout')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '비밀 콘솔 로그아웃: { success: true }' })
  async devLogout(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await endConsoleSession(request, response);
    return { success: true, ok: true, message: MESSAGES.console.loggedOut };
  }

  @Get('simple/ping')
  @ApiOperation({ summary: '{ ok: true, console: 관리자 권한(콘솔 세션 또는 ADMIN) 여부 } — 누구나' })
  ping(@Req() request: Request): { ok: true; console: boolean } {
    return { ok: true, console: hasAdminAccess(request) };
  }

  /** 503 without a configured password, then 400, 429 (Retry-After), 401; success starts the console session. */
  private async login(body: unknown, request: Request, response: Response): Promise<void> {
    const extra = LOGIN_REFUSED;
    if (!this.passwords.configured) {
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE', MESSAGES.console.notConfigured, undefined, extra);
    }
    const { password } = await validateBody(ConsoleLoginDto, body).catch((error: unknown) => {
      throw error instanceof ApiError ? new ApiError(error.getStatus(), error.code, error.message, error.errors, extra) : error;
    });
    const waitSeconds = this.passwords.retryAfterSeconds(clientKey(request));
    if (waitSeconds > 0) {
      response.setHeader('Retry-After', String(waitSeconds));
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'RATE_LIMITED', MESSAGES.auth.rateLimited, undefined, extra);
    }
    if (!this.passwords.verify(password, clientKey(request))) {
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'INVALID_PASSWORD', MESSAGES.console.wrongPassword, undefined, extra);
    }
    await startConsoleSession(request);
  }
}
