import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { LIMITS, MESSAGES, type NoticeVisibility } from '@academy/common';
import { NOTICE_VISIBILITIES } from '@academy/common/entity-fields';
import { IsoDateField, OneOfField, TextField } from '../../http/fields';

const V = MESSAGES.validation;

/** POST /api/admin/notices: title and body required, the publish window optional. */
export class CreateNoticeDto {
  @ApiProperty({ maxLength: LIMITS.titleMax })
  @TextField({ required: V.title, max: LIMITS.titleMax, tooLong: V.titleMax })
  title: string;

  @ApiProperty({ maxLength: LIMITS.textMax })
  @TextField({ required: V.body, max: LIMITS.textMax, tooLong: V.bodyMax })
  body: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'ISO-8601; 비우면 처음부터 게시' })
  @IsoDateField()
  startsAt?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'ISO-8601; 비우면 계속 게시' })
  @IsoDateField()
  endsAt?: string | null;

  @ApiPropertyOptional({ enum: [...NOTICE_VISIBILITIES], description: "생략하면 'members' (회원 전용)" })
  @OneOfField(NOTICE_VISIBILITIES, V.noticeVisibility, { optional: true })
  visibility?: NoticeVisibility;
}

/** PUT /api/admin/notices/:id: the same rules; a field left out keeps its stored value, a field sent is checked. */
export class UpdateNoticeDto extends PartialType(CreateNoticeDto, { skipNullProperties: false }) {}
