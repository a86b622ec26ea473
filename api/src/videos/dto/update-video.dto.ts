import { ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { MESSAGES } from '@academy/common';
import { VIDEO_TYPES, type VideoType } from '@academy/common/video-url';
import { OneOfField } from '../../http/fields';
import { CreateVideoDto } from './create-video.dto';
import { isDashboardForm } from './video-forms';

/**
 * PUT /api/admin/videos/:id: the full form, the dashboard form or the title alone, with the create
 * rules. A field left out keeps its value; a field sent (even empty or null) must be valid. The
 * type stays required beside the dashboard form's url, as on create.
 */
export class UpdateVideoDto extends PartialType(OmitType(CreateVideoDto, ['type'] as const), {
  skipNullProperties: false,
}) {
  @ApiPropertyOptional({ enum: [...VIDEO_TYPES], description: '생략하면 URL로 판단' })
  @ValidateIf((body: UpdateVideoDto) => isDashboardForm(body) || body.type !== undefined)
  @OneOfField(VIDEO_TYPES, MESSAGES.validation.videoType)
  type?: VideoType;
}
