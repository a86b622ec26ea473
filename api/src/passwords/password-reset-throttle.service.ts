import { Injectable } from '@nestjs/common';
import { normalizeEmail, PASSWORD_RESET } from '@academy/common';
import { ThrottleService, type Reservation } from '../throttle/throttle.service';
import { addressNetwork } from '../http/ip-address';

/**
 * Reset-link requests per e-mail (from anywhere: nobody floods a member's inbox) and per client
 * address (nobody walks a list of addresses), in the shared database like the login limits. Every
 * request counts, whether or not the address has an account, so the limit tells nothing.
 */
@Injectable()
export class PasswordResetThrottleService {
  constructor(private readonly throttle: ThrottleService) {}

  reserve(email: string, ip: string): Promise<Reservation> {
    const windowMs = PASSWORD_RESET.windowMs;
    return this.throttle.reserve([
      { scope: 'reset-ip', subject: addressNetwork(ip), limit: PASSWORD_RESET.perIp, windowMs },
      { scope: 'reset-email', subject: normalizeEmail(email), limit: PASSWORD_RESET.perEmail, windowMs },
    ]);
  }
}
