import { Global, Module } from '@nestjs/common';
import { ContentChangeSubscriber } from './content-change.subscriber';
import { ContentChanges } from './content-changes';
import { PublicReads } from './public-reads.service';

/** Knows when public content changes, and answers the public reads from a cache it keeps fresh. */
@Global()
@Module({
  providers: [ContentChanges, ContentChangeSubscriber, PublicReads],
  exports: [ContentChanges, PublicReads],
})
export class PublicContentModule {}
