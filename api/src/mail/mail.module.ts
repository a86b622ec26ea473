import { Global, Module } from '@nestjs/common';
import { ThrottleModule } from '../throttle/throttle.module';
import { AdminMailController } from './admin-mail.controller';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox-worker';
import { OutboxRetentionService } from './outbox-retention.service';

/** E-mail through a transactional outbox: any module enqueues inside its own transaction. */
@Global()
@Module({
  imports: [ThrottleModule],
  controllers: [AdminMailController],
  providers: [OutboxService, OutboxWorker, OutboxRetentionService],
  exports: [OutboxService],
})
export class MailModule {}
