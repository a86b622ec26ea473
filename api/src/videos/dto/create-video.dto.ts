import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { LIMITS, MESSAGES } from '@academy/common';
import { VIDEO_TYPES, type VideoType } from '@academy/common/video-url';
import {
  BooleanField,
  HttpUrlField,
  IdField,
  IntegerField,
  IsoDateField,
  OneOfField,
  TextField,
  VideoUrlField,
} from '../../common/fields';
import { isDashboardForm } from './video-forms';

const V = MESSAGES.validation;
/** The int column's ceiling; no lecture runs anywhere near 68 years. */
const DURATION_MAX_SEC = 2_147_483_647;

/**
 * POST /api/admin/videos in its three forms: the admin page's full form, the dashboard's
 * {title, type, url} (the URL must fit the type) and the secret console's subset. Without a
 * courseId the dashboard form files the video under the uncategorized course. When both URLs are
 * sent, externalUrl is the one checked and kept.
 */
export class CreateVideoDto {
  @ApiPropertyOptional({ description: '관리자 폼과 비밀 콘솔에서 필수' })
  @ValidateIf((body: CreateVideoDto) => !isDashboardForm(body) || body.courseId !== undefined)
  @IdField(V.courseId)
  courseId?: string;

  @ApiProperty({ maxLength: LIMITS.titleMax })
  @TextField({ required: V.title, max: LIMITS.titleMax, tooLong: V.titleMax })
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.textMax })
  @TextField({ max: LIMITS.textMax, tooLong: V.descriptionMax })
  description?: string | null;

  @ApiPropertyOptional({ description: '관리자 폼과 비밀 콘솔의 동영상 URL' })
  @ValidateIf((body: CreateVideoDto) => !isDashboardForm(body))
  @HttpUrlField()
  externalUrl?: string;

  @ApiPropertyOptional({ description: '대시보드 폼의 동영상 URL (type과 함께)' })
  @ValidateIf((body: CreateVideoDto) => isDashboardForm(body))
  @VideoUrlField()
  url?: string;

  /** Checked when sent, and required beside the dashboard form's url; otherwise the URL decides. */
  @ApiPropertyOptional({ enum: [...VIDEO_TYPES], description: '생략하면 URL로 판단' })
  @ValidateIf((body: CreateVideoDto) => isDashboardForm(body) || body.type !== undefined)
  @OneOfField(VIDEO_TYPES, V.videoType)
  type?: VideoType;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0 })
  @IntegerField({ min: 0, max: DURATION_MAX_SEC, message: V.duration, fromText: true, nullable: true })
  durationSec?: number | null;

  @ApiPropertyOptional({ default: true })
  @BooleanField()
  isPublished?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @IsoDateField()
  accessStart?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @IsoDateField()
  accessEnd?: string | null;
}
