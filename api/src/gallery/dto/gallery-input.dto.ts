import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { BooleanField, DisplayOrderField, ImageUrlField, TextField } from '../../http/fields';

const V = MESSAGES.validation;

/** POST /api/admin/gallery {caption, imageUrl}. New images are visible unless `visible: false`. */
export class AdminGalleryCreateDto {
  @ApiProperty({ description: 'http(s) URL 또는 /로 시작하는 사이트 경로' })
  @ImageUrlField({ required: V.imageUrl })
  imageUrl: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.captionMax })
  @TextField({ max: LIMITS.captionMax, tooLong: V.captionMax })
  caption?: string | null;

  @ApiPropertyOptional()
  @BooleanField()
  visible?: boolean;

  @ApiPropertyOptional({ minimum: 0, description: '추가할 때 비우면 맨 뒤' })
  @DisplayOrderField()
  order?: number;
}

/** PUT /api/admin/gallery/:id: the same rules; a field left out keeps its stored value, a field sent is checked. */
export class AdminGalleryUpdateDto extends PartialType(AdminGalleryCreateDto, { skipNullProperties: false }) {}

/** POST /api/superadmin/gallery {url, caption}: the secret console needs a URL, the caption is optional. */
export class SuperadminGalleryCreateDto extends PickType(AdminGalleryCreateDto, ['caption', 'visible'] as const) {
  @ApiProperty()
  @ImageUrlField({ required: V.imageUrl })
  url: string;
}

/** POST /api/simple/gallery {title, description, imageUrl}: title and URL required. */
export class SimpleGalleryCreateDto extends PickType(AdminGalleryCreateDto, ['imageUrl', 'visible'] as const) {
  @ApiProperty({ maxLength: LIMITS.titleMax })
  @TextField({ required: V.title, max: LIMITS.titleMax, tooLong: V.titleMax })
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @TextField({ max: LIMITS.textMax, tooLong: V.textMax })
  description?: string | null;
}
