import { Module } from '@nestjs/common';
import { ConsolePasswordService } from './console-password.service';
import { ConsolesController } from './consoles.controller';

/**
 * The shared console password (ADMIN_CONSOLE_PASSWORD): a console session acts as an administrator
 * for the admin, superadmin and simple routes only (see AdminAccessGuard); it is not a member login.
 */
@Module({
  controllers: [ConsolesController],
  providers: [ConsolePasswordService],
})
export class ConsolesModule {}
