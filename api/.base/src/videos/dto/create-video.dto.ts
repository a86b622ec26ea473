import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateIf } from 'class-validator';
import type { VideoType } from '@academy/common';
import {
  CourseIdField,
  HttpUrlField,
  OptionalAccessTime,
  OptionalDescription,
  OptionalDuration,
  PublishedField,
  TitleField,
  VideoTypeInput,
} from './video-fields';
import { DashboardUrlField, isDashboardForm } from './dashboard-url.validator';

/**
 * POST /api/admin/videos in its three forms (spec 001 §7): the admin page's full form, the
 * dashboard's {title, type, url} (checked with videoUrlError) and the secret console's subset.
 * Without a courseId the dashboard form files the video under the uncategorized course.
 */
export class CreateVideoDto {
  @ApiPropertyOptional({ description: '관리자 폼과 비밀 콘솔에서 필수' })
  @ValidateIf((body: CreateVideoDto) => !isDashboardForm(body) || body.courseId !== undefined)
  @CourseIdField()
  courseId?: string;

  @ApiPropertyOptional()
  @TitleField()
  title: string;

  @OptionalDescription()
  description?: string | null;

  @ApiPropertyOptional({ description: '관리자 폼과 비밀 콘솔의 동영상 URL' })
  @ValidateIf((body: CreateVideoDto) => !isDashboardForm(body))
  @HttpUrlField()
  externalUrl?: string;

  @ApiPropertyOptional({ description: '대시보드 폼의 동영상 URL (type과 함께)' })
  @ValidateIf((body: CreateVideoDto) => isDashboardForm(body))
  @DashboardUrlField()
  url?: string;

  @VideoTypeInput()
  type?: VideoType;

  @OptionalDuration()
  durationSec?: number | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @PublishedField()
  isPublished?: boolean;

  @OptionalAccessTime()
  accessStart?: string | null;

  @OptionalAccessTime()
  accessEnd?: string | null;
}
