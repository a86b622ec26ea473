import { Inject, Injectable } from '@nestjs/common';
import { CONSULTATION, type ConsultationCreated } from '@academy/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ThrottleService } from '../throttle/throttle.service';
import { ConsultationsService } from './consultations.service';
import type { ConsultationInputDto } from './dto/consultation-input.dto';
import { addressNetwork } from '../http/ip-address';

export type IntakeResult = { ok: true; created: ConsultationCreated } | { ok: false; retryAfterSeconds: number };

/**
 * One validated request from a visitor, by JSON or by the plain form: counted against
 * CONSULT_LIMIT_PER_HOUR for its address (in the shared database, so every process sees the
 * count), then stored, or, with the honeypot filled, answered alike and dropped. A bot learns
 * nothing from the answer, and it still uses up its address's allowance.
 */
@Injectable()
export class ConsultationIntakeService {
  constructor(
    private readonly consultations: ConsultationsService,
    private readonly throttle: ThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async submit(input: ConsultationInputDto, ip: string): Promise<IntakeResult> {
    const reservation = await this.throttle.reserve([
      {
        scope: 'consult-ip',
        subject: addressNetwork(ip),
        limit: this.config.consultLimitPerHour,
        windowMs: CONSULTATION.windowMs,
      },
    ]);
    if (!reservation.ok) return reservation;
    const honeypot = input.website;
    if (honeypot !== undefined && honeypot !== null && honeypot !== '')
      return { ok: true, created: this.consultations.decoy() };
    return { ok: true, created: await this.consultations.create(input) };
  }
}
