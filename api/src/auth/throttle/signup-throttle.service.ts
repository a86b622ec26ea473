import { Inject, Injectable } from '@nestjs/common';
import { THROTTLE_LIMITS } from '@academy/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ThrottleService, type Reservation } from '../../throttle/throttle.service';
import { addressNetwork } from '../../http/ip-address';

/**
 * Sign-ups per client address per hour (SIGNUP_LIMIT_PER_HOUR): generous enough for a whole class
 * on the academy's Wi-Fi, small enough that a script cannot fill the pending list.
 */
@Injectable()
export class SignupThrottleService {
  constructor(
    private readonly throttle: ThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every validated sign-up uses one, whether or not the e-mail was free. */
  reserve(ip: string): Promise<Reservation> {
    return this.throttle.reserve([
      {
        scope: 'signup-ip',
        subject: addressNetwork(ip),
        limit: this.config.signupLimitPerHour,
        windowMs: THROTTLE_LIMITS.signup.windowMs,
      },
    ]);
  }
}
