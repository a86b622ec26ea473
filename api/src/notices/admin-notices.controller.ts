import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminNotice, OkAnswer } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { CreateNoticeDto, UpdateNoticeDto } from './dto/notice-input.dto';
import { NoticesService } from './notices.service';
import { toAdminNoticeWire } from './notice.wire';
import { ApiAnswer } from '../openapi/api-answer.decorator';

@ApiTags('admin: notices')
@AdminAccess()
@Controller('api/admin/notices')
export class AdminNoticesController {
  constructor(private readonly notices: NoticesService) {}

  @Get()
  @ApiOperation({ summary: '모든 공지사항과 게시 상태 (active/upcoming/expired)' })
  @ApiAnswer(200, 'AdminNotice', { array: true })
  async list(): Promise<AdminNotice[]> {
    const now = new Date();
    return (await this.notices.listAll()).map((notice) => toAdminNoticeWire(notice, now));
  }

  @Post()
  @ApiOperation({ summary: '공지사항 작성' })
  @ApiAnswer(201, 'AdminNotice')
  async create(@Body() input: CreateNoticeDto, @Actor() actor: AdminActor): Promise<AdminNotice> {
    return toAdminNoticeWire(await this.notices.create(input, actor), new Date());
  }

  @Put(':id')
  @ApiOperation({ summary: '공지사항 수정 (보내지 않은 항목은 그대로)' })
  @ApiAnswer(200, 'AdminNotice')
  async update(
    @Param('id') id: string,
    @Body() input: UpdateNoticeDto,
    @Actor() actor: AdminActor,
  ): Promise<AdminNotice> {
    return toAdminNoticeWire(await this.notices.update(id, input, actor), new Date());
  }

  @Delete(':id')
  @ApiOperation({ summary: '공지사항 삭제' })
  @ApiAnswer(200, 'OkAnswer')
  async remove(@Param('id') id: string, @Actor() actor: AdminActor): Promise<OkAnswer> {
    await this.notices.remove(id, actor);
    return { ok: true };
  }
}
