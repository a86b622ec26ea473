import { Module } from '@nestjs/common';
import { ThrottleService } from './throttle.service';

/** Attempt counters in the shared database, for the login, console password and sign-up limits. */
@Module({
  providers: [ThrottleService],
  exports: [ThrottleService],
})
export class ThrottleModule {}
