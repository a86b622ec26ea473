import { Injectable } from '@nestjs/common';
import { DataSource, type EntityMetadata, type EntitySubscriberInterface, type QueryRunner } from 'typeorm';
import { Course } from '../courses/course.entity';
import { GalleryItem } from '../gallery/gallery-item.entity';
import { Notice } from '../notices/notice.entity';
import { Program } from '../programs/program.entity';
import { AcademyInfo } from '../site/academy-info.entity';
import { Video } from '../videos/video.entity';
import { ContentChanges } from './content-changes';

/** What the public pages and reads show (a course card counts its videos; every footer the academy's facts). */
const PUBLIC_ENTITIES: readonly unknown[] = [Program, GalleryItem, Course, Notice, Video, AcademyInfo];
const CHANGED_IN_TRANSACTION = 'publicContentChanged';

type Event = { metadata: EntityMetadata; queryRunner: QueryRunner };

/**
 * Sees every write of public content, whoever makes it (admin pages, consoles, seed), at the
 * database layer, so no service has to remember to announce it. A write inside a transaction is
 * announced again when it commits: a page rendered in between read the old rows.
 */
@Injectable()
export class ContentChangeSubscriber implements EntitySubscriberInterface {
  constructor(
    dataSource: DataSource,
    private readonly changes: ContentChanges,
  ) {
    dataSource.subscribers.push(this);
  }

  afterInsert(event: Event): void {
    this.note(event);
  }

  afterUpdate(event: Event): void {
    this.note(event);
  }

  afterRemove(event: Event): void {
    this.note(event);
  }

  afterSoftRemove(event: Event): void {
    this.note(event);
  }

  afterTransactionCommit({ queryRunner }: { queryRunner: QueryRunner }): void {
    if (!queryRunner.data?.[CHANGED_IN_TRANSACTION]) return;
    delete queryRunner.data[CHANGED_IN_TRANSACTION];
    this.changes.changed();
  }

  private note({ metadata, queryRunner }: Event): void {
    if (!PUBLIC_ENTITIES.includes(metadata.target)) return;
    this.changes.changed();
    if (queryRunner?.isTransactionActive) {
      queryRunner.data ??= {};
      queryRunner.data[CHANGED_IN_TRANSACTION] = true;
    }
  }
}
