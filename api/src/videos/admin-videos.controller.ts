import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminVideo } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { AdminVideosService } from './admin-videos.service';
import { CreateVideoDto } from './dto/create-video.dto';
import { UpdateVideoDto } from './dto/update-video.dto';

@ApiTags('admin: videos')
@Controller('api/admin/videos')
@AdminAccess()
export class AdminVideosController {
  constructor(private readonly videos: AdminVideosService) {}

  @Get()
  @ApiOperation({ summary: '모든 동영상 (공개 상태, 강의 제목 포함, 최신순)' })
  list(): Promise<AdminVideo[]> {
    return this.videos.list();
  }

  @Post()
  @ApiOperation({ summary: '동영상 추가: 관리자 폼, 대시보드 폼 {title, type, url}, 비밀 콘솔 폼' })
  create(@Body() input: CreateVideoDto, @Actor() actor: AdminActor): Promise<AdminVideo> {
    return this.videos.create(input, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: '동영상 수정: 보낸 항목만 바뀜 (제목만 보내도 됨)' })
  update(@Param('id') id: string, @Body() input: UpdateVideoDto, @Actor() actor: AdminActor): Promise<AdminVideo> {
    return this.videos.update(id, input, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: '동영상 삭제 (시청 기록도 삭제)' })
  async remove(@Param('id') id: string, @Actor() actor: AdminActor): Promise<{ ok: true }> {
    await this.videos.remove(id, actor);
    return { ok: true };
  }
}
