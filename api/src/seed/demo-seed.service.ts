import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { videoTypeOf } from '@academy/common/video-url';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AppMeta } from '../database/app-meta.entity';
import { isUniqueViolation } from '../database/unique-violation';
import { Course } from '../courses/course.entity';
import { GalleryItem } from '../gallery/gallery-item.entity';
import { Notice } from '../notices/notice.entity';
import { Program } from '../programs/program.entity';
import { Video } from '../videos/video.entity';
import { demoCourses } from './demo-courses';
import { hoursBefore } from './demo-clock';
import { DEMO_GALLERY, galleryImageUrl } from './demo-gallery';
import { demoNotices } from './demo-notices';
import { DEMO_PROGRAMS, demoStartDate } from './demo-programs';

/** Set once the demo content was loaded; never removed, so deleting everything does not bring it back. */
export const DEMO_SEEDED_KEY = 'demoSeeded';

/**
 * Loads the demo programs, gallery, courses with videos and notices at the first start of an
 * installation with SEED_DEMO on (the embedded default), in one transaction.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    try {
      if (await this.seedOnce(new Date())) this.logger.log('데모 콘텐츠(프로그램, 갤러리, 강의, 공지)를 불러왔습니다.');
    } catch (error) {
      // Another process claimed the key between our check and our insert: it loads the content.
      if (isUniqueViolation(error)) return;
      // The site works without demo content; the next start tries again (nothing was committed).
      this.logger.error(`데모 콘텐츠를 불러오지 못했습니다: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** False when an earlier start already loaded it. */
  seedOnce(now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (await manager.existsBy(AppMeta, { key: DEMO_SEEDED_KEY })) return false;
      // Claimed first, inside the transaction: a second process starting at the same moment
      // waits on this key and then fails on it, instead of inserting a second copy.
      await manager.insert(AppMeta, { key: DEMO_SEEDED_KEY, value: now.toISOString() });
      await seedPrograms(manager, now);
      await seedGallery(manager, now);
      await seedCourses(manager, now);
      await seedNotices(manager, now);
      return true;
    });
  }
}

/** Items created in one go get distinct, ordered creation times (SQLite's default keeps whole seconds). */
const createdAt = (now: Date, index: number, count: number) => hoursBefore(now, count - index);

async function seedPrograms(manager: EntityManager, now: Date): Promise<void> {
  for (const [index, demo] of DEMO_PROGRAMS.entries()) {
    // An installation that already has this slug keeps its own program.
    if (await manager.existsBy(Program, { slug: demo.slug })) continue;
    await manager.save(
      manager.create(Program, {
        ...demo,
        startDate: demoStartDate(now),
        isActive: true,
        order: index,
        createdAt: createdAt(now, index, DEMO_PROGRAMS.length),
      }),
    );
  }
}

async function seedGallery(manager: EntityManager, now: Date): Promise<void> {
  const items = DEMO_GALLERY.map((image, index) =>
    manager.create(GalleryItem, {
      url: galleryImageUrl(image.file),
      caption: image.caption,
      title: image.title,
      description: null,
      visible: true,
      order: index,
      createdAt: createdAt(now, index, DEMO_GALLERY.length),
    }),
  );
  await manager.save(items);
}

async function seedCourses(manager: EntityManager, now: Date): Promise<void> {
  const courses = demoCourses(now);
  for (const [index, demo] of courses.entries()) {
    if (await manager.existsBy(Course, { slug: demo.slug })) continue;
    const { videos, ...fields } = demo;
    const course = await manager.save(
      manager.create(Course, { ...fields, order: index, createdAt: createdAt(now, index, courses.length) }),
    );
    const rows = videos.map((video, position) =>
      manager.create(Video, {
        ...video,
        courseId: course.id,
        type: videoTypeOf(video.externalUrl),
        // Lesson 1 is the oldest, so "newest first" lists show the latest lesson on top.
        createdAt: hoursBefore(now, videos.length - position),
      }),
    );
    await manager.save(rows);
  }
}

async function seedNotices(manager: EntityManager, now: Date): Promise<void> {
  const notices = demoNotices(now);
  // Listed newest first: the first notice gets the latest creation time.
  const rows = notices.map((notice, index) =>
    manager.create(Notice, { ...notice, createdAt: hoursBefore(now, index + 1) }),
  );
  await manager.save(rows);
}
