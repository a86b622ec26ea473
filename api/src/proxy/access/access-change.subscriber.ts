import { Injectable } from '@nestjs/common';
import { DataSource, type EntityMetadata, type EntitySubscriberInterface, type QueryRunner } from 'typeorm';
import { Course } from '../../courses/course.entity';
import { User } from '../../members/user.entity';
import { SessionRecord } from '../../sessions/session.entity';
import { Video } from '../../videos/video.entity';
import { ProxyAccessCache } from './proxy-access-cache';

/**
 * What a decision rests on: the member (role, removal, a forced password change), the video and
 * its course (publication, window, address, deletion with its videos). A session counts only when
 * it ends (logout, other sessions ended, member removed): its rows are also written at login and
 * every minute of use, which change nobody's access.
 */
const WRITES: readonly unknown[] = [User, Video, Course];
const REMOVALS: readonly unknown[] = [...WRITES, SessionRecord];
const CHANGED_IN_TRANSACTION = 'proxyAccessChanged';

type Event = { metadata: EntityMetadata; queryRunner: QueryRunner };

/**
 * Drops the cached /proxy/video decisions on every such write in this process, whoever makes it
 * (TypeORM tells subscribers of query-builder writes too). A write inside a transaction drops them
 * again when it commits: a request in between read the old rows and may have cached them.
 */
@Injectable()
export class AccessChangeSubscriber implements EntitySubscriberInterface {
  constructor(
    dataSource: DataSource,
    private readonly cache: ProxyAccessCache,
  ) {
    dataSource.subscribers.push(this);
  }

  afterInsert(event: Event): void {
    this.note(event, WRITES);
  }

  afterUpdate(event: Event): void {
    this.note(event, WRITES);
  }

  afterRemove(event: Event): void {
    this.note(event, REMOVALS);
  }

  afterSoftRemove(event: Event): void {
    this.note(event, REMOVALS);
  }

  afterTransactionCommit({ queryRunner }: { queryRunner: QueryRunner }): void {
    if (!queryRunner.data?.[CHANGED_IN_TRANSACTION]) return;
    delete queryRunner.data[CHANGED_IN_TRANSACTION];
    this.cache.clear();
  }

  private note({ metadata, queryRunner }: Event, watched: readonly unknown[]): void {
    if (!watched.includes(metadata.target)) return;
    this.cache.clear();
    if (queryRunner?.isTransactionActive) {
      queryRunner.data ??= {};
      queryRunner.data[CHANGED_IN_TRANSACTION] = true;
    }
  }
}
