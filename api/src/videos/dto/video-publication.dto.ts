import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { Field, IdListField } from '../../http/fields';

/** POST /api/admin/videos/publication: several videos published or unpublished at once. */
export class VideoPublicationDto {
  @ApiProperty({ type: [String], minItems: 1, maxItems: LIMITS.batchIdsMax, description: '동영상 id 목록' })
  @IdListField()
  ids: string[];

  /** Required here (BooleanField lets an absent flag pass, as a form's optional switch). */
  @ApiProperty()
  @Field('published', (value) => (typeof value === 'boolean' ? null : MESSAGES.validation.boolean))
  published: boolean;
}
