import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ActionAnswer } from '@academy/common';
import { PARENT_LIMITS, PARENT_MESSAGES, type ParentInvitationInfo } from '@academy/common/parents';
import { AdminAccess, RequireRoles } from '../auth/decorators/access.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { PublicRead } from '../auth/guards/password-change.guard';
import { Actor, type AdminActor } from '../members/actor.decorator';
import type { User } from '../members/user.entity';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';
import { clientAddress } from '../throttle/rate-limited';
import { AcceptInvitationDto, ParentInvitationDto } from './dto/parent-invitation.dto';
import { ParentInvitationsService } from './parent-invitations.service';

/** Staff invite a parent from a student's record. */
@ApiTags('admin-parents')
@Controller('api/admin/members/:id/parent-invitations')
@AdminAccess()
export class AdminParentInvitationsController {
  constructor(private readonly invitations: ParentInvitationsService) {}

  @Post()
  @ApiOperation({ summary: '학부모 초대 { email?, phone? }: 7일 동안 한 번 쓰는 링크를 메일·문자로 보냄 (감사 기록)' })
  @ApiAnswer(201, 'ActionAnswer')
  @ApiErrors({ 404: ['NOT_FOUND'], 409: ['INVALID_STATE'] })
  async invite(
    @Param('id') id: string,
    @Body() input: ParentInvitationDto,
    @Actor() actor: AdminActor,
  ): Promise<ActionAnswer> {
    const { expiresAt } = await this.invitations.invite(actor, id, input);
    return { ok: true, message: PARENT_MESSAGES.inviteSent(PARENT_LIMITS.inviteTtlDays), expiresAt };
  }
}

/** The invited parent's side: what the link is for (anyone holding it), and accepting it (a parent). */
@ApiTags('parents')
@Controller('api')
export class ParentInvitationsController {
  constructor(private readonly invitations: ParentInvitationsService) {}

  @Get('parent-invitations/:token')
  @PublicRead()
  @ApiOperation({ summary: '학부모 초대 링크 확인: 학생 이름과 만료 시각 (쓰였거나 만료된 링크는 400 INVALID_TOKEN)' })
  @ApiAnswer(200, 'ParentInvitationInfo')
  @ApiErrors({ 400: ['INVALID_TOKEN'] })
  info(@Param('token') token: string): Promise<ParentInvitationInfo> {
    return this.invitations.info(token);
  }

  @Post('parent/invitations')
  @HttpCode(HttpStatus.OK)
  @RequireRoles('PARENT')
  @ApiOperation({ summary: '학부모 초대 수락 { token }: 학생과 바로 연결(확인됨)' })
  @ApiAnswer(200, 'ActionAnswer')
  @ApiErrors({ 400: ['INVALID_TOKEN'], 409: ['LINK_CONFLICT'] })
  async accept(
    @CurrentUser() parent: User,
    @Body() input: AcceptInvitationDto,
    @Req() request: Request,
  ): Promise<ActionAnswer> {
    const { childId } = await this.invitations.accept(parent, input.token, clientAddress(request));
    return { ok: true, message: PARENT_MESSAGES.inviteAccepted, childId };
  }
}
