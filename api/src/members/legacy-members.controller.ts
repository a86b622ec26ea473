import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Member } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from './actor.decorator';
import { MemoDto } from './dto/member-action.dto';
import { actionAnswer, type MemberActionAnswer } from './member-answers';
import { MembersService } from './members.service';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';

/** The older admin pages' form of approve/reject: the member id in the path. */
@ApiTags('admin: members')
@Controller('api/admin/users')
@AdminAccess()
export class LegacyMembersController {
  constructor(private readonly members: MembersService) {}

  @Get('pending')
  @ApiOperation({ summary: '승인 대기 회원 목록 (배열, 이전 방식)' })
  @ApiAnswer(200, 'Member', { array: true })
  pending(): Promise<Member[]> {
    return this.members.pending();
  }

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '승인 (이전 방식)' })
  @ApiAnswer(200, 'UserAnswer')
  @ApiErrors({ 409: ['INVALID_STATE'] })
  async approve(
    @Param('id') id: string,
    @Body() input: MemoDto,
    @Actor() actor: AdminActor,
  ): Promise<MemberActionAnswer> {
    return actionAnswer(await this.members.act('approve', id, input.memo, actor));
  }

  @Post(':id/reject')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '거절 (이전 방식)' })
  @ApiAnswer(200, 'UserAnswer')
  @ApiErrors({ 409: ['INVALID_STATE'] })
  async reject(
    @Param('id') id: string,
    @Body() input: MemoDto,
    @Actor() actor: AdminActor,
  ): Promise<MemberActionAnswer> {
    return actionAnswer(await this.members.act('reject', id, input.memo, actor));
  }
}
