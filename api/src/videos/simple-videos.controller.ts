import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SimpleVideo } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { AdminVideosService } from './admin-videos.service';
import { SimpleVideoDto } from './dto/simple-video.dto';
import { ApiAnswer } from '../openapi/api-answer.decorator';

@ApiTags('simple console')
@Controller('api/simple/videos')
@AdminAccess()
export class SimpleVideosController {
  constructor(private readonly videos: AdminVideosService) {}

  @Get()
  @ApiOperation({ summary: '간편 콘솔: 동영상 목록' })
  @ApiAnswer(200, 'SimpleVideo', { array: true })
  list(): Promise<SimpleVideo[]> {
    return this.videos.listSimple();
  }

  @Post()
  @ApiOperation({ summary: '간편 콘솔: 동영상 추가 (기타 동영상 강의에 등록)' })
  @ApiAnswer(201, 'SimpleVideo')
  create(@Body() input: SimpleVideoDto, @Actor() actor: AdminActor): Promise<SimpleVideo> {
    return this.videos.createSimple(input, actor);
  }
}
