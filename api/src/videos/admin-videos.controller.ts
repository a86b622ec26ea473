import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminVideo, BatchAnswer, OkAnswer } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { AdminVideosService } from './admin-videos.service';
import { CreateVideoDto } from './dto/create-video.dto';
import { UpdateVideoDto } from './dto/update-video.dto';
import { VideoPublicationDto } from './dto/video-publication.dto';
import { ApiAnswer } from '../openapi/api-answer.decorator';

@ApiTags('admin: videos')
@Controller('api/admin/videos')
@AdminAccess()
export class AdminVideosController {
  constructor(private readonly videos: AdminVideosService) {}

  @Get()
  @ApiOperation({ summary: '모든 동영상 (공개 상태, 강의 제목 포함, 최신순)' })
  @ApiAnswer(200, 'AdminVideo', { array: true })
  list(): Promise<AdminVideo[]> {
    return this.videos.list();
  }

  @Post()
  @ApiOperation({ summary: '동영상 추가: 관리자 폼, 대시보드 폼 {title, type, url}, 비밀 콘솔 폼' })
  @ApiAnswer(201, 'AdminVideo')
  create(@Body() input: CreateVideoDto, @Actor() actor: AdminActor): Promise<AdminVideo> {
    return this.videos.create(input, actor);
  }

  @Post('publication')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      '일괄 공개·비공개 (최대 100개): 동영상마다 수정과 같은 저장, 각자의 트랜잭션과 감사 기록. 결과는 보낸 id 순서',
  })
  @ApiAnswer(200, 'BatchAnswer')
  async publication(@Body() input: VideoPublicationDto, @Actor() actor: AdminActor): Promise<BatchAnswer> {
    return { results: await this.videos.setPublished(input.ids, input.published, actor) };
  }

  @Put(':id')
  @ApiOperation({ summary: '동영상 수정: 보낸 항목만 바뀜 (제목만 보내도 됨)' })
  @ApiAnswer(200, 'AdminVideo')
  update(@Param('id') id: string, @Body() input: UpdateVideoDto, @Actor() actor: AdminActor): Promise<AdminVideo> {
    return this.videos.update(id, input, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: '동영상 삭제 (시청 기록도 삭제)' })
  @ApiAnswer(200, 'OkAnswer')
  async remove(@Param('id') id: string, @Actor() actor: AdminActor): Promise<OkAnswer> {
    await this.videos.remove(id, actor);
    return { ok: true };
  }
}
