import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MEMBER_ROLES, type Course as CourseWire, type CourseDetail } from '@academy/common';
import { RequireRoles } from '../auth/decorators/access.decorators';
import { PublicRead } from '../auth/guards/password-change.guard';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import type { User } from '../members/user.entity';
import { CoursesService } from './courses.service';
import { ApiAnswer } from '../openapi/api-answer.decorator';
import { COURSE_DETAIL_EXAMPLE, COURSE_EXAMPLE } from '../openapi/examples';

@ApiTags('courses')
@Controller('api/courses')
export class CoursesController {
  constructor(private readonly courses: CoursesService) {}

  @Get()
  @PublicRead()
  @ApiOperation({ summary: '강의 목록 (공개): 순서, 등록일 순. videoCount/totalDurationSec는 공개된 동영상 기준' })
  @ApiAnswer(200, 'Course', { array: true, example: [COURSE_EXAMPLE] })
  list(): Promise<CourseWire[]> {
    return this.courses.listPublic();
  }

  @Get(':id')
  @RequireRoles(...MEMBER_ROLES)
  @ApiOperation({ summary: '강의 상세 (로그인 필요): 동영상 URL은 지금 재생할 수 있는 경우에만 포함' })
  @ApiAnswer(200, 'CourseDetail', { example: COURSE_DETAIL_EXAMPLE })
  detail(@Param('id') id: string, @CurrentUser() user: User): Promise<CourseDetail> {
    return this.courses.detail(id, user.role);
  }
}
