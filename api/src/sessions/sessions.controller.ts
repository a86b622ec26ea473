import { Controller, Delete, Get, Header, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { MESSAGES, type SessionInfo, type SessionsEndedAnswer } from '@academy/common';
import { SignedIn } from '../auth/decorators/access.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { User } from '../members/user.entity';
import { SessionsService } from './sessions.service';
import { ApiAnswer } from '../openapi/api-answer.decorator';
import { SESSIONS_EXAMPLE } from '../openapi/examples';

/** The signed-in user's browsers (/account): the list and "log out everywhere else". */
@ApiTags('auth')
@Controller('api/auth/sessions')
@SignedIn()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: '내 로그인 세션 목록: 로그인 시각, 마지막 사용, 브라우저, 이 기기 여부' })
  @ApiAnswer(200, 'SessionInfo', { array: true, example: SESSIONS_EXAMPLE })
  list(@CurrentUser() user: User, @Req() request: Request): Promise<SessionInfo[]> {
    return this.sessions.list(user.id, request.sessionID);
  }

  @Delete('others')
  @ApiOperation({ summary: '이 기기를 뺀 모든 세션 종료: { ok, message, ended }' })
  @ApiAnswer(200, 'SessionsEndedAnswer')
  async endOthers(@CurrentUser() user: User, @Req() request: Request): Promise<SessionsEndedAnswer> {
    const ended = await this.sessions.endOthers(user.id, request.sessionID);
    return { ok: true, message: MESSAGES.auth.otherSessionsEnded(ended), ended };
  }
}
