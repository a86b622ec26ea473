import { Injectable } from '@nestjs/common';
import { HOUR_MS } from '@academy/common/korean-days';
import { ThrottleService, type Reservation } from '../throttle/throttle.service';

/** Wrong codes a parent may try per hour: the 31^8 codes cannot be walked, a typo or two costs nothing. */
export const LINK_ATTEMPTS_PER_HOUR = 10;

/** Counts a parent's link requests in the shared database; one that links gives its attempt back. */
@Injectable()
export class LinkAttemptsThrottle {
  constructor(private readonly throttle: ThrottleService) {}

  reserve(parentId: string): Promise<Reservation> {
    return this.throttle.reserve([
      { scope: 'parent-link', subject: parentId, limit: LINK_ATTEMPTS_PER_HOUR, windowMs: HOUR_MS },
    ]);
  }

  async succeeded(reservation: Reservation): Promise<void> {
    if (reservation.ok) await Promise.all(reservation.slots.map((slot) => this.throttle.release(slot)));
  }
}
