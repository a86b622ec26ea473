import { Module } from '@nestjs/common';
import { PhoneOutboxRetentionService } from './phone-outbox-retention.service';
import { PhoneOutboxWorker } from './phone-outbox-worker';

/**
 * 문자 and 카카오 알림톡 through a second outbox (phone_outbox): a module writes a message with
 * phone-outbox.ts's functions inside its own transaction; this module's worker sends them.
 */
@Module({ providers: [PhoneOutboxWorker, PhoneOutboxRetentionService] })
export class PhoneModule {}
