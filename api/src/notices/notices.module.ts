import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuditTargets } from '../audit/audit-targets';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminNoticesController } from './admin-notices.controller';
import { Notice } from './notice.entity';
import { NoticesController } from './notices.controller';
import { NoticesService } from './notices.service';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([Notice])],
  controllers: [NoticesController, AdminNoticesController],
  providers: [NoticesService],
  exports: [NoticesService],
})
export class NoticesModule {
  constructor(auditTargets: AuditTargets) {
    auditTargets.register('NOTICE', Notice);
  }
}
