import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@academy/common';
import { HttpUrlField, OptionalDescription, TitleField } from './video-fields';

const required = MESSAGES.validation.simpleUpload;

/** POST /api/simple/videos: title and videoUrl are required, with one message for both (spec 001 §5). */
export class SimpleVideoDto {
  @ApiProperty()
  @TitleField(required)
  title: string;

  @ApiProperty({ description: 'http(s) 동영상 주소' })
  @HttpUrlField(required)
  videoUrl: string;

  @OptionalDescription()
  description?: string | null;
}
