import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { HttpUrlField, TextField } from '../../http/fields';

const V = MESSAGES.validation;

/** POST /api/simple/videos: title and videoUrl are required, with one message for both. */
export class SimpleVideoDto {
  @ApiProperty({ maxLength: LIMITS.titleMax })
  @TextField({ required: V.simpleUpload, max: LIMITS.titleMax, tooLong: V.titleMax })
  title: string;

  @ApiProperty({ description: 'http(s) 동영상 주소' })
  @HttpUrlField(V.simpleUpload)
  videoUrl: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.textMax })
  @TextField({ max: LIMITS.textMax, tooLong: V.descriptionMax })
  description?: string | null;
}
