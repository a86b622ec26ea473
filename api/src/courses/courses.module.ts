import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuditTargets } from '../audit/audit-targets';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Video } from '../videos/video.entity';
import { AdminCoursesController } from './admin-courses.controller';
import { Course } from './course.entity';
import { CoursesController } from './courses.controller';
import { CoursesService } from './courses.service';
import { UncategorizedCourseService } from './uncategorized-course.service';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([Course, Video])],
  controllers: [CoursesController, AdminCoursesController],
  providers: [CoursesService, UncategorizedCourseService],
  exports: [CoursesService, UncategorizedCourseService],
})
export class CoursesModule {
  constructor(auditTargets: AuditTargets) {
    auditTargets.register('COURSE', Course);
  }
}
