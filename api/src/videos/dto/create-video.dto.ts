import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateIf } from 'class-validator';
import type { VideoType } from '@academy/common';
import {
  AccessTimeField,
  CourseIdField,
  DescriptionField,
  DurationField,
  HttpUrlField,
  PublishedField,
  TitleField,
  VideoTypeField,
} from './video-fields';
import { DashboardUrlField } from './dashboard-url.validator';

/** The dashboard form sends {title, type, url}; the admin page and the secret console send externalUrl. */
export function isDashboardForm(body: { externalUrl?: unknown; url?: unknown }): boolean {
  return body.externalUrl === undefined && body.url !== undefined;
}

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

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @DescriptionField()
  description?: string | null;

  @ApiPropertyOptional({ description: '관리자 폼과 비밀 콘솔의 동영상 URL' })
  @ValidateIf((body: CreateVideoDto) => !isDashboardForm(body))
  @HttpUrlField()
  externalUrl?: string;

  @ApiPropertyOptional({ description: '대시보드 폼의 동영상 URL (type과 함께)' })
  @ValidateIf((body: CreateVideoDto) => isDashboardForm(body))
  @DashboardUrlField()
  url?: string;

  @ApiPropertyOptional({ enum: ['youtube', 'nas'], description: '생략하면 URL로 판단' })
  @ValidateIf((body: CreateVideoDto) => isDashboardForm(body) || body.type !== undefined)
  @VideoTypeField()
  type?: VideoType;

  @ApiPropertyOptional({ nullable: true, minimum: 0 })
  @IsOptional()
  @DurationField()
  durationSec?: number | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @PublishedField()
  isPublished?: boolean;

  @ApiPropertyOptional({ nullable: true, format: 'date-time' })
  @IsOptional()
  @AccessTimeField()
  accessStart?: string | null;

  @ApiPropertyOptional({ nullable: true, format: 'date-time' })
  @IsOptional()
  @AccessTimeField()
  accessEnd?: string | null;
}
