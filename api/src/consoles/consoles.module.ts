import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ThrottleModule } from '../throttle/throttle.module';
import { ConsoleDeviceCookieService } from './console-device-cookie';
import { ConsolePasswordService } from './console-password.service';
import { ConsolesController } from './consoles.controller';

/**
 * The shared console password (ADMIN_CONSOLE_PASSWORD): a console session acts as an administrator
 * for the admin, superadmin and simple routes only (see AdminAccessGuard); it is not a member login.
 */
@Module({
  imports: [AuditModule, ThrottleModule],
  controllers: [ConsolesController],
  providers: [ConsolePasswordService, ConsoleDeviceCookieService],
})
export class ConsolesModule {}
