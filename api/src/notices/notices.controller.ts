import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Notice } from '@academy/common';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { User } from '../members/user.entity';
import { NoticesService } from './notices.service';
import { toNoticeWire } from './notice.wire';
import { PublicRead } from '../auth/guards/password-change.guard';
import { ApiAnswer } from '../openapi/api-answer.decorator';
import { NOTICES_EXAMPLE } from '../openapi/examples';

@ApiTags('notices')
@Controller('api/notices')
@PublicRead()
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  /** Without a caller (the server rendering a page, the cache of visitors' reads): the public board. */
  @Get()
  @ApiOperation({
    summary: '게시 기간 중인 공지사항 (최신순): 방문자에게는 전체 공개만, 로그인한 회원에게는 회원 전용까지',
  })
  @ApiAnswer(200, 'Notice', { array: true, example: NOTICES_EXAMPLE })
  async list(@CurrentUser() user?: User): Promise<Notice[]> {
    return (await this.notices.listPublished(user ? 'members' : 'everyone')).map(toNoticeWire);
  }

  @Get(':id')
  @ApiOperation({ summary: '공지사항 하나 (전체 공개이고 게시 기간 중인 것만, 아니면 404; 누구나)' })
  @ApiAnswer(200, 'Notice')
  async detail(@Param('id') id: string): Promise<Notice> {
    return toNoticeWire(await this.notices.findPublic(id));
  }
}
