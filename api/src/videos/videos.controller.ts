import { Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ActionAnswer, CanViewAnswer, VideoUrlAnswer } from '@academy/common';
import { SignedIn, Viewers } from '../auth/decorators/access.decorators';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { User } from '../members/user.entity';
import { VideosService } from './videos.service';
import { sendEncoded } from '../http/encoded-body';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';
import { PLAYABLE_VIDEOS_EXAMPLE } from '../openapi/examples';

@ApiTags('videos')
@Controller('api/videos')
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  @Get()
  @Viewers()
  @ApiOperation({ summary: '지금 시청할 수 있는 동영상 목록 (최신순)' })
  @ApiAnswer(200, 'PlayableVideo', { array: true, example: PLAYABLE_VIDEOS_EXAMPLE })
  async list(@CurrentUser() user: User, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendEncoded(request, response, await this.videos.playableBody(user), 'private, no-store');
  }

  @Get(':id/can-view')
  @SignedIn()
  @ApiOperation({ summary: '시청 가능 여부와 공개 상태 (승인 대기 회원은 reason: ROLE)' })
  @ApiAnswer(200, 'CanViewAnswer')
  canView(@Param('id') id: string, @CurrentUser() user: User): Promise<CanViewAnswer> {
    return this.videos.canView(id, user);
  }

  @Get(':id/url')
  @Viewers()
  @ApiOperation({ summary: '재생 URL (지금 시청할 수 없으면 403 VIDEO_NOT_AVAILABLE)' })
  @ApiAnswer(200, 'VideoUrlAnswer')
  @ApiErrors({ 403: ['VIDEO_NOT_AVAILABLE'] })
  url(@Param('id') id: string, @CurrentUser() user: User): Promise<VideoUrlAnswer> {
    return this.videos.urlFor(id, user);
  }

  @Post(':id/view')
  @HttpCode(HttpStatus.OK)
  @Viewers()
  @ApiOperation({ summary: '시청 기록 저장' })
  @ApiAnswer(200, 'ActionAnswer')
  @ApiErrors({ 403: ['VIDEO_NOT_AVAILABLE'] })
  recordView(@Param('id') id: string, @CurrentUser() user: User): Promise<ActionAnswer> {
    return this.videos.recordView(id, user);
  }
}
