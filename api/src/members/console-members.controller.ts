import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Member } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from './actor.decorator';
import { MemberActionDto } from './dto/member-action.dto';
import { actionAnswer, type MemberActionAnswer } from './member-answers';
import { MembersService } from './members.service';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';

/**
 * The secret (/_superadmin) and simple (/simple-admin) consoles approve and reject the same way. Only
 * a memo the staff typed is kept and mailed: the record's actedBy ("console") already says where.
 */
@ApiTags('consoles: members')
@Controller(['api/superadmin', 'api/simple'])
@AdminAccess()
export class ConsoleMembersController {
  constructor(private readonly members: MembersService) {}

  @Get('pending-users')
  @ApiOperation({ summary: '승인 대기 회원 목록 (배열)' })
  @ApiAnswer(200, 'Member', { array: true })
  pending(): Promise<Member[]> {
    return this.members.pending();
  }

  @Post('approve-user')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '승인: PENDING → VERIFIED (그 외 상태는 409 INVALID_STATE)' })
  @ApiAnswer(200, 'UserAnswer')
  @ApiErrors({ 404: ['NOT_FOUND'], 409: ['INVALID_STATE'] })
  async approve(@Body() input: MemberActionDto, @Actor() actor: AdminActor): Promise<MemberActionAnswer> {
    return actionAnswer(await this.members.act('approve', input.userId, input.memo, actor));
  }

  @Post('reject-user')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '거절: PENDING 유지, REJECTED 기록 (이미 거절된 회원은 409 INVALID_STATE)' })
  @ApiAnswer(200, 'UserAnswer')
  @ApiErrors({ 404: ['NOT_FOUND'], 409: ['INVALID_STATE'] })
  async reject(@Body() input: MemberActionDto, @Actor() actor: AdminActor): Promise<MemberActionAnswer> {
    return actionAnswer(await this.members.act('reject', input.userId, input.memo, actor));
  }
}
