import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { MembersModule } from '../members/members.module';
import { SessionsModule } from '../sessions/sessions.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordController } from './password.controller';
import { PasswordsService } from './passwords.service';

/** Changing one's own password and an administrator's reset (with the forced change it starts). */
@Module({
  imports: [AuthModule, MembersModule, SessionsModule, AuditModule],
  controllers: [PasswordController, PasswordResetController],
  providers: [PasswordsService],
})
export class PasswordsModule {}
