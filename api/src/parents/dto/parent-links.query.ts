import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { PARENT_LINK_STATUSES, PARENT_MESSAGES, type ParentLinkStatus } from '@academy/common/parents';
import { IntegerField, OneOfField, TextField } from '../../http/fields';
import { PARENT_LINKS_PAGE_SIZE } from '../parent-links.service';

const V = MESSAGES.validation;
const PAGE_SIZE_MAX = 100;

/** GET /api/admin/parent-links: the 학부모 tab (by status) and a member's detail (by child or parent). */
export class ParentLinksQuery {
  @ApiPropertyOptional({ enum: PARENT_LINK_STATUSES })
  @OneOfField(PARENT_LINK_STATUSES, PARENT_MESSAGES.linkStatus, { optional: true })
  status?: ParentLinkStatus;

  @ApiPropertyOptional({ type: String, description: '이 학생의 보호자 연결만' })
  @TextField({ max: LIMITS.idMax, tooLong: V.invalid })
  childId?: string | null;

  @ApiPropertyOptional({ type: String, description: '이 학부모의 연결만' })
  @TextField({ max: LIMITS.idMax, tooLong: V.invalid })
  parentId?: string | null;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IntegerField({ min: 1, max: Number.MAX_SAFE_INTEGER, message: V.page, fromText: true })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_SIZE_MAX, default: PARENT_LINKS_PAGE_SIZE })
  @IntegerField({ min: 1, max: PAGE_SIZE_MAX, message: V.pageSize, fromText: true })
  pageSize?: number;
}
