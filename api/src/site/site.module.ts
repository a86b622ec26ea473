import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AuditTargets } from '../audit/audit-targets';
import { AcademyController, AdminAcademyController } from './academy.controller';
import { AcademyInfo } from './academy-info.entity';
import { AcademyService } from './academy.service';
import { SiteController } from './site.controller';

/** GET /api/site (the server's settings the public pages show) and the academy's facts (GET /api/academy, 학원 정보). */
@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([AcademyInfo])],
  controllers: [SiteController, AcademyController, AdminAcademyController],
  providers: [AcademyService],
  exports: [AcademyService],
})
export class SiteModule {
  constructor(auditTargets: AuditTargets) {
    auditTargets.register('ACADEMY', AcademyInfo);
  }
}
