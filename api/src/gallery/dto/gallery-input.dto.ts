import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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

  @ApiPropertyOptional({ minimum: 0, description: '비우면 맨 뒤' })
  @DisplayOrder()
  order?: number;
}

/** PUT /api/admin/gallery/:id: a field left out keeps its stored value. */
export class AdminGalleryUpdateDto {
  @ApiPropertyOptional()
  @ImageUrl(V.imageUrl, { optional: true })
  imageUrl?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.captionMax })
  @OptionalText(CAPTION)
  caption?: string | null;

  @ApiPropertyOptional()
  @OptionalBoolean()
  visible?: boolean;

  @ApiPropertyOptional({ minimum: 0 })
  @DisplayOrder()
  order?: number;
}

/** POST /api/superadmin/gallery {url, caption}: the secret console needs a URL, the caption is optional. */
export class SuperadminGalleryCreateDto {
  @ApiProperty()
  @ImageUrl(V.imageUrl)
  url: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.captionMax })
  @OptionalText(CAPTION)
  caption?: string | null;

  @ApiPropertyOptional()
  @OptionalBoolean()
  visible?: boolean;
}

/** POST /api/simple/gallery {title, description, imageUrl}: title and URL required. */
export class SimpleGalleryCreateDto {
  @ApiProperty({ maxLength: LIMITS.titleMax })
  @RequiredText(V.title, { max: LIMITS.titleMax, tooLong: V.titleMax })
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @OptionalText({ max: LIMITS.textMax, tooLong: V.textMax })
  description?: string | null;

  @ApiProperty()
  @ImageUrl(V.imageUrl)
  imageUrl: string;

  @ApiPropertyOptional()
  @OptionalBoolean()
  visible?: boolean;
}
