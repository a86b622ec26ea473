import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ActionAnswer } from '@academy/common';
import { PARENT_MESSAGES, type AdminParentLinkList } from '@academy/common/parents';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';
import { ParentLinksQuery } from './dto/parent-links.query';
import { ParentLinksService } from './parent-links.service';

/** The staff's side: the links waiting for a decision, confirming and removing them. */
@ApiTags('admin-parents')
@Controller('api/admin/parent-links')
@AdminAccess()
export class AdminParentLinksController {
  constructor(private readonly links: ParentLinksService) {}

  @Get()
  @ApiOperation({ summary: '학부모 연결 목록 (status, childId, parentId로 거르기; 최신순)' })
  @ApiAnswer(200, 'AdminParentLinkList')
  list(@Query() query: ParentLinksQuery): Promise<AdminParentLinkList> {
    return this.links.list({
      status: query.status,
      childId: query.childId ?? undefined,
      parentId: query.parentId ?? undefined,
      page: query.page,
      pageSize: query.pageSize,
    });
  }

  @Post(':id/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: '학부모 연결 확인: 학부모가 자녀의 학습 현황을 볼 수 있게 됨' })
  @ApiAnswer(200, 'ActionAnswer')
  @ApiErrors({ 404: ['NOT_FOUND'], 409: ['INVALID_STATE'] })
  async confirm(@Param('id') id: string, @Actor() actor: AdminActor): Promise<ActionAnswer> {
    await this.links.confirm(actor, id);
    return { ok: true, message: PARENT_MESSAGES.confirmed };
  }

  @Delete(':id')
  @ApiOperation({ summary: '학부모 연결 삭제 (확인 전 요청 거절 포함)' })
  @ApiAnswer(200, 'ActionAnswer')
  @ApiErrors({ 404: ['NOT_FOUND'] })
  async remove(@Param('id') id: string, @Actor() actor: AdminActor): Promise<ActionAnswer> {
    await this.links.removeByStaff(actor, id);
    return { ok: true, message: PARENT_MESSAGES.unlinked };
  }
}
