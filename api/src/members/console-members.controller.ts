import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Member } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from './actor.decorator';
import { MemberActionDto } from './dto/member-action.dto';
import { actionAnswer, type MemberActionAnswer } from './member-answers';
import { MembersService } from './members.service';

/**
 * The secret (/_superadmin) and simple (/simple-admin) consoles approve and reject the same way;
 * their fixed memo texts stand in when none is sent, as the original consoles did.
 */
@ApiTags('consoles: members')
@Controller(['api/superadmin', 'api/simple'])
@AdminAccess()
export class ConsoleMembersController {
  constructor(private readonly members: MembersService) {}

  @Get('pending-users')
  @ApiOperation({ summary: '승인 대기 회원 목록 (배열)' })
  pending(): Promise<Member[]> {
    return this.members.pending();
  }

  @Post('approve-user')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '승인 (메모가 없으면 콘솔의 고정 문구)' })
  async approve(@Body() input: MemberActionDto, @Actor() actor: AdminActor): Promise<MemberActionAnswer> {
    return actionAnswer(
      await this.members.act('approve', input.userId, input.memo || ADMIN_MESSAGES.members.consoleApproveMemo, actor),
    );
  }

  @Post('reject-user')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '거절 (메모가 없으면 콘솔의 고정 문구)' })
  async reject(@Body() input: MemberActionDto, @Actor() actor: AdminActor): Promise<MemberActionAnswer> {
    return actionAnswer(
      await this.members.act('reject', input.userId, input.memo || ADMIN_MESSAGES.members.consoleRejectMemo, actor),
    );
  }
}
