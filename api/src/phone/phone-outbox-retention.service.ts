import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OutboxRecordsSweep } from '../mail/outbox-records-sweep';
import { PhoneOutboxMessage } from './phone-outbox-message.entity';

/** The 문자·알림톡 outbox's records, by the same period as mail's (see OutboxRecordsSweep). */
@Injectable()
export class PhoneOutboxRetentionService extends OutboxRecordsSweep<PhoneOutboxMessage> {
  protected readonly logger = new Logger('PhoneOutboxRetention');
  protected readonly what = '문자·알림톡';

  constructor(@Inject(APP_CONFIG) config: AppConfig, @InjectDataSource() dataSource: DataSource) {
    super(config, dataSource, PhoneOutboxMessage);
  }
}
