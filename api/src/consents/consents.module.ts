import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ConsentsService } from './consents.service';
import { MyConsentsController } from './my-consents.controller';

/** Consents given at sign-up or on /account, and the guardian of a member under 14. */
@Module({
  imports: [AuditModule],
  controllers: [MyConsentsController],
  providers: [ConsentsService],
  exports: [ConsentsService],
})
export class ConsentsModule {}
