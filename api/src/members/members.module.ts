import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuditTargets } from '../audit/audit-targets';
import { ConsentsModule } from '../consents/consents.module';
import { AdminMembersController } from './admin-members.controller';
import { ConsoleMembersController } from './console-members.controller';
import { LegacyMembersController } from './legacy-members.controller';
import { MembersService } from './members.service';
import { MyApprovalsController } from './my-approvals.controller';
import { User } from './user.entity';

/** Member approval, rejection, revocation and removal: one service, thin controllers per route family. */
@Module({
  imports: [AuditModule, ConsentsModule],
  controllers: [AdminMembersController, LegacyMembersController, ConsoleMembersController, MyApprovalsController],
  providers: [MembersService],
  exports: [MembersService],
})
export class MembersModule {
  constructor(auditTargets: AuditTargets) {
    auditTargets.register('MEMBER', User);
  }
}
