import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { MembersModule } from '../members/members.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { PasswordResetLinksController } from './password-reset-links.controller';
import { PasswordResetLinksService } from './password-reset-links.service';
import { PasswordResetThrottleService } from './password-reset-throttle.service';
import { PasswordResetController } from './password-reset.controller';
import { PasswordController } from './password.controller';
import { PasswordsService } from './passwords.service';

/** Changing one's own password, an administrator's reset (with the forced change it starts) and the mailed reset link. */
@Module({
  imports: [AuthModule, MembersModule, SessionsModule, AuditModule, ThrottleModule],
  controllers: [PasswordController, PasswordResetController, PasswordResetLinksController],
  providers: [PasswordsService, PasswordResetLinksService, PasswordResetThrottleService],
})
export class PasswordsModule {}
