import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { LIMITS, MESSAGES } from '@academy/common';
import { DisplayOrder, ImageUrl, OptionalBoolean, OptionalText, RequiredText } from '../../common/content-fields';

const V = MESSAGES.validation;
const CAPTION = { max: LIMITS.captionMax, tooLong: V.captionMax };

/** POST /api/admin/gallery {caption, imageUrl} (spec 001 §7). New images are visible unless `visible: false`. */
export class AdminGalleryCreateDto {
  @ApiProperty({ description: 'http(s) URL 또는 /로 시작하는 사이트 경로' })
  @ImageUrl(V.imageUrl)
  imageUrl: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.captionMax })
  @OptionalText(CAPTION)
  caption?: string | null;

  @ApiPropertyOptional()
  @OptionalBoolean()
  visible?: boolean;

  @ApiPropertyOptional({ minimum: 0, description: '추가할 때 비우면 맨 뒤' })
  @DisplayOrder()
  order?: number;
}

/** PUT /api/admin/gallery/:id: the same rules; a field left out keeps its stored value, a field sent is checked. */
export class AdminGalleryUpdateDto extends PartialType(AdminGalleryCreateDto, { skipNullProperties: false }) {}

/** POST /api/superadmin/gallery {url, caption}: the secret console needs a URL, the caption is optional. */
export class SuperadminGalleryCreateDto extends PickType(AdminGalleryCreateDto, ['caption', 'visible'] as const) {
  @ApiProperty()
  @ImageUrl(V.imageUrl)
  url: string;
}

/** POST /api/simple/gallery {title, description, imageUrl}: title and URL required. */
export class SimpleGalleryCreateDto extends PickType(AdminGalleryCreateDto, ['imageUrl', 'visible'] as const) {
  @ApiProperty({ maxLength: LIMITS.titleMax })
  @RequiredText(V.title, { max: LIMITS.titleMax, tooLong: V.titleMax })
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @OptionalText({ max: LIMITS.textMax, tooLong: V.textMax })
  description?: string | null;
}
