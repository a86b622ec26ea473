import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { IsoDateTime, RequiredText } from '../../common/content-fields';

const V = MESSAGES.validation;

/** POST /api/admin/notices (spec 001 §5): title and body required, the publish window optional. */
export class CreateNoticeDto {
  @ApiProperty({ maxLength: LIMITS.titleMax })
  @RequiredText(V.title, { max: LIMITS.titleMax, tooLong: V.titleMax })
  title: string;

  @ApiProperty({ maxLength: LIMITS.textMax })
  @RequiredText(V.body, { max: LIMITS.textMax, tooLong: V.bodyMax })
  body: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'ISO-8601; 비우면 처음부터 게시' })
  @IsoDateTime()
  startsAt?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'ISO-8601; 비우면 계속 게시' })
  @IsoDateTime()
  endsAt?: string | null;
}

/** PUT /api/admin/notices/:id: the same form; a field left out keeps its stored value. */
export class UpdateNoticeDto {
  @ApiPropertyOptional({ maxLength: LIMITS.titleMax })
  @RequiredText(V.title, { max: LIMITS.titleMax, tooLong: V.titleMax, optional: true })
  title?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.textMax })
  @RequiredText(V.body, { max: LIMITS.textMax, tooLong: V.bodyMax, optional: true })
  body?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsoDateTime()
  startsAt?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsoDateTime()
  endsAt?: string | null;
}
