import { Controller, Delete, Get, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ActionAnswer } from '@academy/common';
import { PARENT_MESSAGES, type ParentLinkCode, type StudentGuardianLink } from '@academy/common/parents';
import { RequireRoles } from '../auth/decorators/access.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { User } from '../members/user.entity';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';
import { clientAddress } from '../throttle/rate-limited';
import { LinkCodesService } from './link-codes.service';
import { ParentLinksService } from './parent-links.service';

/** A student's side of the links: the code to give a parent, and the guardians linked. */
@ApiTags('parents')
@Controller('api/me')
@RequireRoles('VERIFIED')
export class MyGuardiansController {
  constructor(
    private readonly codes: LinkCodesService,
    private readonly links: ParentLinksService,
  ) {}

  @Get('parent-link-code')
  @ApiOperation({ summary: '학부모 연결 코드 (8자리, 24시간 유효): 유효한 코드가 없으면 새로 만듦' })
  @ApiAnswer(200, 'ParentLinkCode')
  code(@CurrentUser() student: User): Promise<ParentLinkCode> {
    return this.codes.current(student.id);
  }

  @Post('parent-link-code')
  @ApiOperation({ summary: '학부모 연결 코드 새로 받기: 이전 코드는 바로 쓸 수 없음' })
  @ApiAnswer(201, 'ParentLinkCode')
  renew(@CurrentUser() student: User): Promise<ParentLinkCode> {
    return this.codes.renew(student.id);
  }

  @Get('guardians')
  @ApiOperation({ summary: '나와 연결된 학부모 (확인 대기 포함)' })
  @ApiAnswer(200, 'StudentGuardianLink', { array: true })
  guardians(@CurrentUser() student: User): Promise<StudentGuardianLink[]> {
    return this.links.ofChild(student.id);
  }

  @Delete('guardians/:id')
  @ApiOperation({ summary: '학부모 연결 해제' })
  @ApiAnswer(200, 'ActionAnswer')
  @ApiErrors({ 404: ['NOT_FOUND'] })
  async unlink(@CurrentUser() student: User, @Param('id') id: string, @Req() request: Request): Promise<ActionAnswer> {
    await this.links.removeByChild(student, id, clientAddress(request));
    return { ok: true, message: PARENT_MESSAGES.unlinked };
  }
}
