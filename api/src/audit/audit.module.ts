import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditRetentionService } from './audit-retention.service';
import { AuditService } from './audit.service';

/** The audit log: written by every administrative change (AuditService.change), read by /admin/audit. */
@Module({
  controllers: [AuditController],
  providers: [AuditService, AuditRetentionService],
  exports: [AuditService],
})
export class AuditModule {}
