import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Notice } from '@academy/common';
import { NoticesService } from './notices.service';
import { toNoticeWire } from './notice.wire';
import { PublicRead } from '../auth/guards/password-change.guard';

@ApiTags('notices')
@Controller('api/notices')
@PublicRead()
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  @Get()
  @ApiOperation({ summary: '게시 기간 중인 공지사항 (최신순, 누구나)' })
  async list(): Promise<Notice[]> {
    return (await this.notices.listPublished()).map(toNoticeWire);
  }
}
