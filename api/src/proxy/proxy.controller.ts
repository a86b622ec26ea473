import { Controller, Get, Head, HttpStatus, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { canWatch, isHttpUrl, MESSAGES } from '@academy/common';
import { ApiError } from '../http/api-error';
import { basicAuthorization } from '../videos/url-userinfo';
import { VideosService } from '../videos/videos.service';
import { ProxyAccessCache, sessionCookieOf } from './access/proxy-access-cache';
import { proxyForbidden } from './proxy.errors';
import { UpstreamPolicy } from './upstream/upstream-policy';
import { VideoDelivery, type UpstreamTarget } from './video-delivery';
import { ApiContent, ApiErrors, type ErrorCodes } from '../openapi/api-answer.decorator';

/** No guard: the checks are the handler's, so the refusals are written out. */
const PROXY_ERRORS: ErrorCodes = { 401: ['UNAUTHORIZED'], 403: ['PROXY_FORBIDDEN'], 502: ['UPSTREAM_FAILED'] };
const VIDEO_HEADERS = {
  'Accept-Ranges': { description: 'bytes', schema: { type: 'string' as const } },
  'Content-Range': { description: '206 일 때: bytes 시작-끝/전체', schema: { type: 'string' as const } },
};

@ApiTags('video proxy')
@Controller('proxy/video')
export class ProxyController {
  constructor(
    private readonly videos: VideosService,
    private readonly upstreams: UpstreamPolicy,
    private readonly delivery: VideoDelivery,
    private readonly access: ProxyAccessCache,
  ) {}

  // Declared before GET: Express answers HEAD with the first matching GET route otherwise,
  // which would stream the whole file into a response that has no body.
  @Head()
  @ApiOperation({ summary: 'GET과 같은 검사 후 동영상 서버에 헤더만 요청 (본문은 읽지 않음)' })
  @ApiQuery({ name: 'u', description: '동영상의 externalUrl (인코딩)' })
  @ApiResponse({
    status: 200,
    description: '동영상 서버의 헤더 (Content-Type, Content-Length, Accept-Ranges), 본문 없음',
  })
  @ApiErrors(PROXY_ERRORS)
  async headers(@Query('u') url: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    await this.delivery.head(await this.authorised(url, request), request, response);
  }

  /** http NAS files play through here so an HTTPS page can show them (browsers block http media there). */
  @Get()
  @ApiOperation({
    summary: '지금 시청할 수 있는 NAS 동영상만 스트리밍 (Range 지원, 같은 origin 안의 리다이렉트만 따름)',
  })
  @ApiQuery({ name: 'u', description: '동영상의 externalUrl (인코딩)' })
  @ApiContent(200, 'video/*', '동영상 파일 전체 (Content-Type은 동영상 서버가 정함)', VIDEO_HEADERS)
  @ApiContent(206, 'video/*', 'Range 요청의 부분 (Content-Range)', VIDEO_HEADERS)
  @ApiErrors(PROXY_ERRORS)
  async stream(@Query('u') url: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    await this.delivery.stream(await this.authorised(url, request), request, response);
  }

  /** The video behind `u` when this caller may play it now from an upstream the policy allows. */
  private async authorised(url: unknown, request: Request): Promise<UpstreamTarget> {
    const user = request.user;
    if (!user) throw new ApiError(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', MESSAGES.auth.unauthorized);
    if (!canWatch(user.role) || typeof url !== 'string' || !isHttpUrl(url) || !this.upstreams.allowsOrigin(url))
      throw proxyForbidden();
    const video = await this.videos.playableNasVideoWithUrl(url, user);
    if (!video) throw proxyForbidden();
    const target = { url: video.externalUrl, authorization: basicAuthorization(video.upstreamUserinfo) };
    // The player's next range reads of this video skip these checks for a few seconds (cachedProxyStage, before Express).
    const cookie = sessionCookieOf(request);
    if (cookie) this.access.remember(cookie, url, target);
    return target;
  }
}
