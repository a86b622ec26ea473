import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ActionAnswer,
  type BatchAnswer,
  type MemberDetail,
  type MemberHistory,
  type MemberList,
} from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { AuditService } from '../audit/audit.service';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { ConsentsService } from '../consents/consents.service';
import { Actor, type AdminActor } from './actor.decorator';
import { ListMembersQuery } from './dto/list-members.query';
import { MemberActionDto } from './dto/member-action.dto';
import { MemberDecisionsDto } from './dto/member-decisions.dto';
import { actionAnswer, type MemberActionAnswer } from './member-answers';
import { MembersService } from './members.service';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';
import { MEMBER_LIST_EXAMPLE } from '../openapi/examples';

/** /admin/members and the dashboard: list, a member's history, approve, reject, revoke, remove. */
@ApiTags('admin: members')
@Controller('api/admin')
@AdminAccess()
export class AdminMembersController {
  constructor(
    private readonly members: MembersService,
    private readonly audit: AuditService,
    private readonly consents: ConsentsService,
  ) {}

  @Get('members')
  @ApiOperation({
    summary: '회원 목록 {items,total}: status=pending|verified|rejected|admin|all, q, role, page, pageSize',
  })
  @ApiAnswer(200, 'MemberList', { example: MEMBER_LIST_EXAMPLE })
  list(@Query() query: ListMembersQuery): Promise<MemberList> {
    return this.members.list(query);
  }

  @Get('members/:id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: '회원 상세: 회원, 동의 내역(종류별 최신) consents, 만 14세 미만이면 법정대리인 guardian { name, phone }',
  })
  @ApiAnswer(200, 'MemberDetail')
  async detail(@Param('id') id: string): Promise<MemberDetail> {
    const member = await this.members.memberById(id);
    const [consents, guardian] = await Promise.all([this.consents.latestOf(id), this.consents.guardianOf(id)]);
    return { ...member, consents, guardian };
  }

  @Get('members/:id/history')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: '회원 기록: 승인 기록과 이 회원에 대한 감사 기록 (최신순)' })
  @ApiAnswer(200, 'MemberHistory')
  async history(@Param('id') id: string): Promise<MemberHistory> {
    const member = await this.members.memberById(id);
    const [approvals, audit] = await Promise.all([this.members.approvalsOf(id), this.audit.aboutMember(id)]);
    return { member, approvals, audit };
  }

  @Delete('members/:id')
  @ApiOperation({ summary: '회원 탈퇴 처리: 계정, 승인 기록, 모든 세션 삭제 (관리자와 자기 자신은 409)' })
  @ApiAnswer(200, 'ActionAnswer')
  @ApiErrors({ 409: ['INVALID_STATE'] })
  async remove(@Param('id') id: string, @Actor() actor: AdminActor): Promise<ActionAnswer> {
    await this.members.remove(id, actor);
    return { ok: true, message: ADMIN_MESSAGES.members.removedDetail };
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

  @Post('members/decisions')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      '일괄 승인·거절 (최대 100명): 회원마다 승인·거절과 같은 검사, 각자의 트랜잭션과 감사 기록. 결과는 보낸 id 순서 (중복 id는 한 번만)',
  })
  @ApiAnswer(200, 'BatchAnswer')
  async decide(@Body() input: MemberDecisionsDto, @Actor() actor: AdminActor): Promise<BatchAnswer> {
    return { results: await this.members.decideEach(input.decision, input.ids, input.memo, actor) };
  }

  @Post('revoke-user')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '승인 취소: VERIFIED → PENDING, REVOKED 기록; memo(선택)는 회원에게 가는 메일에 담김' })
  @ApiAnswer(200, 'UserAnswer')
  @ApiErrors({ 404: ['NOT_FOUND'], 409: ['INVALID_STATE'] })
  async revoke(@Body() input: MemberActionDto, @Actor() actor: AdminActor): Promise<MemberActionAnswer> {
    return actionAnswer(await this.members.act('revoke', input.userId, input.memo, actor));
  }
}
