import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Course as CourseWire, OkAnswer } from '@academy/common';
import { AdminAccess } from '../auth/decorators/access.decorators';
import { Actor, type AdminActor } from '../members/actor.decorator';
import { CoursesService } from './courses.service';
import { CourseInputDto } from './dto/course-input.dto';
import { ApiAnswer, ApiErrors } from '../openapi/api-answer.decorator';

@ApiTags('admin: courses')
@Controller('api/admin/courses')
@AdminAccess()
export class AdminCoursesController {
  constructor(private readonly courses: CoursesService) {}

  @Get()
  @ApiOperation({ summary: '강의 목록 (관리자): videoCount는 비공개 동영상 포함' })
  @ApiAnswer(200, 'Course', { array: true })
  list(): Promise<CourseWire[]> {
    return this.courses.listForAdmin();
  }

  @Post()
  @ApiOperation({ summary: '강의 생성 (슬러그 중복 시 409 SLUG_TAKEN, suggestion: 비어 있는 toeic-2 …)' })
  @ApiAnswer(201, 'Course')
  @ApiErrors({ 409: ['SLUG_TAKEN'] }, { schema: 'SlugTakenError' })
  create(@Body() input: CourseInputDto, @Actor() actor: AdminActor): Promise<CourseWire> {
    return this.courses.create(input, actor);
  }

  @Put(':id')
  @ApiOperation({ summary: '강의 수정' })
  @ApiAnswer(200, 'Course')
  @ApiErrors({ 409: ['SLUG_TAKEN'] }, { schema: 'SlugTakenError' })
  update(@Param('id') id: string, @Body() input: CourseInputDto, @Actor() actor: AdminActor): Promise<CourseWire> {
    return this.courses.update(id, input, actor);
  }

  @Delete(':id')
  @ApiOperation({ summary: '강의 삭제: 동영상과 시청 기록도 함께 삭제' })
  @ApiAnswer(200, 'OkAnswer')
  async remove(@Param('id') id: string, @Actor() actor: AdminActor): Promise<OkAnswer> {
    await this.courses.remove(id, actor);
    return { ok: true };
  }
}
