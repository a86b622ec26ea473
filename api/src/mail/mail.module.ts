import { Global, Module } from '@nestjs/common';
import { AdminMailController } from './admin-mail.controller';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox-worker';
import { OutboxRetentionService } from './outbox-retention.service';

/** E-mail through a transactional outbox: any module enqueues inside its own transaction. */
@Global()
@Module({
  controllers: [AdminMailController],
  providers: [OutboxService, OutboxWorker, OutboxRetentionService],
  exports: [OutboxService],
})
export class MailModule {}
