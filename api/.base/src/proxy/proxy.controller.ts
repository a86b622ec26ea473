import { Controller, Get, HttpStatus, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { isHttpUrl, MESSAGES } from '@academy/common';
import { ApiError } from '../common/api-error';
import { isViewerRole } from '../videos/video-access';
import { VideosService } from '../videos/videos.service';
import { proxyForbidden } from './proxy.errors';
import { VideoStreamer } from './video-streamer';

@ApiTags('video proxy')
@Controller('proxy/video')
export class ProxyController {
  constructor(
    private readonly videos: VideosService,
    private readonly streamer: VideoStreamer,
  ) {}

  /** http NAS files play through here so an HTTPS page can show them (spec 000 §2). */
  @Get()
  @ApiOperation({ summary: '지금 시청할 수 있는 NAS 동영상만 스트리밍 (Range 지원, 다른 호스트로의 리다이렉트는 따르지 않음)' })
  @ApiQuery({ name: 'u', description: '동영상의 externalUrl (인코딩)' })
  async stream(@Query('u') url: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    const user = request.user;
    if (!user) throw new ApiError(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', MESSAGES.auth.unauthorized);
    if (!isViewerRole(user.role) || typeof url !== 'string' || !isHttpUrl(url)) throw proxyForbidden();
    const video = await this.videos.playableNasVideoWithUrl(url, user);
    if (!video) throw proxyForbidden();
    await this.streamer.stream(video.externalUrl, request, response);
  }
}
