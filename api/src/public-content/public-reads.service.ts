import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { PreloadedAnswer } from '@academy/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { errorBody } from '../http/error-body';
import { CoursesController } from '../courses/courses.controller';
import { GalleryController } from '../gallery/gallery.controller';
import { NoticesController } from '../notices/notices.controller';
import { ProgramsController } from '../programs/programs.controller';
import { AcademyController } from '../site/academy.controller';
import { SiteController } from '../site/site.controller';
import { ContentCache } from './content-cache';
import { ContentChanges } from './content-changes';
import { encodeBody, type EncodedBody } from '../http/encoded-body';

/** A public read's answer: as page data for the renderer, and as bytes ready to send. */
export interface PublicAnswer {
  answer: PreloadedAnswer;
  body: EncodedBody;
}

const PROGRAM_DETAIL = /^\/api\/programs\/([^/]+)$/;
const NOTICE_DETAIL = /^\/api\/notices\/([^/]+)$/;

/** Reads whose answer differs for a signed-in caller: the cache answers only requests without a session. */
export const SIGNED_IN_DIFFERS: ReadonlySet<string> = new Set(['/api/notices']);

/**
 * The key of a public read, as the pages' useApiQuery calls name it, or null for any other path.
 * A slug is decoded and encoded again, so /api/programs/%ec%a4%91 and its upper-case twin share one.
 */
export function publicReadKey(pathname: string): string | null {
  if (
    pathname === '/api/programs' ||
    pathname === '/api/gallery' ||
    pathname === '/api/courses' ||
    pathname === '/api/notices' ||
    pathname === '/api/site' ||
    pathname === '/api/academy'
  )
    return pathname;
  const [prefix, detail] = PROGRAM_DETAIL.test(pathname)
    ? ['/api/programs/', PROGRAM_DETAIL.exec(pathname)]
    : ['/api/notices/', NOTICE_DETAIL.exec(pathname)];
  if (!detail) return null;
  try {
    return `${prefix}${encodeURIComponent(decodeURIComponent(detail[1]!))}`;
  } catch {
    return null;
  }
}

/**
 * GET /api/programs[/slug], /api/gallery, /api/courses, /api/notices, /api/site and /api/academy, answered by their own
 * controllers and kept (PAGE_CACHE_SECONDS, dropped on any content write). The rendered pages
 * read the same answers, so a page and the API never disagree.
 */
@Injectable()
export class PublicReads implements OnModuleInit {
  private readonly cache: ContentCache<PublicAnswer>;
  private reads!: Record<string, () => Promise<unknown>>;
  private programs!: ProgramsController;
  private notices!: NoticesController;

  constructor(
    private readonly moduleRef: ModuleRef,
    changes: ContentChanges,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cache = new ContentCache(changes, config.site.cacheSeconds * 1000);
  }

  onModuleInit(): void {
    const get = <T>(type: new (...args: never[]) => T) => this.moduleRef.get(type, { strict: false });
    this.programs = get(ProgramsController);
    const gallery = get(GalleryController);
    const courses = get(CoursesController);
    const notices = get(NoticesController);
    this.notices = notices;
    const site = get(SiteController);
    const academy = get(AcademyController);
    this.reads = {
      '/api/programs': () => this.programs.list(),
      '/api/gallery': () => gallery.list(),
      '/api/courses': () => courses.list(),
      '/api/notices': () => notices.list(),
      '/api/site': () => site.settings(),
      '/api/academy': () => academy.facts(),
    };
  }

  /** The answer for a key from publicReadKey. */
  answer(key: string): Promise<PublicAnswer> {
    return this.cache.get(key, () => this.compute(key));
  }

  private async compute(key: string): Promise<PublicAnswer> {
    const param = (prefix: string) => decodeURIComponent(key.slice(prefix.length));
    const read =
      this.reads[key] ??
      (key.startsWith('/api/notices/')
        ? () => this.notices.detail(param('/api/notices/'))
        : () => this.programs.detail(param('/api/programs/')));
    let answer: PreloadedAnswer;
    try {
      answer = { status: 200, body: await read() };
    } catch (error) {
      const { status, body } = errorBody(error);
      // A database that is down is not a fact to keep: the next request asks again.
      if (status >= 500) throw error;
      answer = { status, body };
    }
    return { answer, body: encodeBody(answer.status, 'application/json; charset=utf-8', JSON.stringify(answer.body)) };
  }
}
