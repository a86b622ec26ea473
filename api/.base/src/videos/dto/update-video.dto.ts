import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
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
import { DashboardUrlField } from './dashboard-url.validator';

const present = (field: keyof UpdateVideoDto) => (body: UpdateVideoDto) => body[field] !== undefined;

/**
 * PUT /api/admin/videos/:id: the full form, the dashboard form or the title alone. Fields left
 * out keep their value; a required field that is sent (even empty or null) must be valid.
 */
export class UpdateVideoDto {
  @ApiPropertyOptional()
  @ValidateIf(present('courseId'))
  @CourseIdField()
  courseId?: string;

  @ApiPropertyOptional()
  @ValidateIf(present('title'))
  @TitleField()
  title?: string;

  @OptionalDescription()
  description?: string | null;

  @ApiPropertyOptional()
  @ValidateIf(present('externalUrl'))
  @HttpUrlField()
  externalUrl?: string;

  @ApiPropertyOptional({ description: '대시보드 폼의 동영상 URL (type과 함께)' })
  @ValidateIf(present('url'))
  @DashboardUrlField()
  url?: string;

  @VideoTypeInput()
  type?: VideoType;

  @OptionalDuration()
  durationSec?: number | null;

  @ApiPropertyOptional()
  @ValidateIf(present('isPublished'))
  @PublishedField()
  isPublished?: boolean;

  @OptionalAccessTime()
  accessStart?: string | null;

  @OptionalAccessTime()
  accessEnd?: string | null;
}
