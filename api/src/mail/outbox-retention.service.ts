import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxRecordsSweep } from './outbox-records-sweep';

/** The mail outbox's records past MAIL_OUTBOX_RETENTION_DAYS (see OutboxRecordsSweep). */
@Injectable()
export class OutboxRetentionService extends OutboxRecordsSweep<OutboxMessage> {
  protected readonly logger = new Logger('OutboxRetention');
  protected readonly what = '메일';

  constructor(@Inject(APP_CONFIG) config: AppConfig, @InjectDataSource() dataSource: DataSource) {
    super(config, dataSource, OutboxMessage);
  }
}
