import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { LIMITS, MESSAGES, PROGRESS } from '@academy/common';
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
} from '../../http/fields';
import { isDashboardForm } from './video-forms';

const V = MESSAGES.validation;

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

  /** A JSON integer only: the length wins over the player's in progress, so text or a year of seconds is refused. */
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: PROGRESS.durationMaxSec })
  @IntegerField({ min: 0, max: PROGRESS.durationMaxSec, message: V.duration, tooLarge: V.durationMax, nullable: true })
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
