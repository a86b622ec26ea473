import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { SessionsModule } from '../sessions/sessions.module';
import { LeavingController } from './leaving.controller';
import { LeavingService } from './leaving.service';
import { UnapprovedAccountsSweep } from './unapproved-accounts.sweep';

/** Accounts ending: a member leaving (DELETE /api/me) and the daily deletion of sign-ups never approved. */
@Module({
  imports: [AuthModule, SessionsModule, AuditModule],
  controllers: [LeavingController],
  providers: [LeavingService, UnapprovedAccountsSweep],
})
export class LeavingModule {}
