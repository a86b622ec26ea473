import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditRetentionService } from './audit-retention.service';
import { AuditTargets } from './audit-targets';
import { AuditService } from './audit.service';

/** The audit log: written by every administrative change (AuditService.change), read by /admin/audit. */
@Module({
  controllers: [AuditController],
  providers: [AuditService, AuditRetentionService, AuditTargets],
  exports: [AuditService, AuditTargets],
})
export class AuditModule {}
