import type { NextFunction, Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { REMOTE_ROUTES } from '@academy/common';
import type { AppConfig } from '../config/app-config';
import { Course } from '../courses/course.entity';
import { GalleryItem } from '../gallery/gallery-item.entity';
import { Program } from '../programs/program.entity';
import { AcademyInfo } from '../site/academy-info.entity';
import { Notice } from '../notices/notice.entity';
import { noticeStatus } from '@academy/common/notice-status';
import { ContentCache } from '../public-content/content-cache';
import type { ContentChanges } from '../public-content/content-changes';
import { encodeBody, sendEncoded, type EncodedBody } from '../http/encoded-body';
import type { RemoteBuild } from './remote-build';
import { siteOrigin } from './site-origin';

interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

/** Member, admin and console screens, and the API: nothing for a search engine there. */
const PRIVATE_PATHS = [
  '/api/',
  '/proxy/',
  ...REMOTE_ROUTES.filter((route) => route.roles || route.layout === 'bare').map((route) =>
    route.path.replace(/(\/\*|\/:\w+)$/, '/'),
  ),
  '/login',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const latest = (dates: Array<Date | null | undefined>) =>
  dates.reduce<Date | null>((newest, date) => (date && (!newest || date > newest) ? date : newest), null);

/** robots.txt and sitemap.xml: every public page and each active program, with when it last changed. */
export class SearchEngineFiles {
  private readonly cache: ContentCache<EncodedBody>;

  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly remotePublic: RemoteBuild,
    changes: ContentChanges,
  ) {
    this.cache = new ContentCache(changes, config.site.cacheSeconds * 1000, 20);
  }

  handler() {
    return (request: Request, response: Response, next: NextFunction) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      const origin = siteOrigin(request, this.config.site.publicUrl) ?? '';
      if (request.path === '/robots.txt')
        return sendEncoded(request, response, this.robots(origin), 'public, max-age=3600');
      if (request.path !== '/sitemap.xml') return next();
      this.cache
        .get(origin, () => this.sitemap(origin))
        .then((body) => sendEncoded(request, response, body, 'no-cache'), next);
    };
  }

  private robots(origin: string): EncodedBody {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...[...new Set(PRIVATE_PATHS)].map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return encodeBody(200, 'text/plain; charset=utf-8', lines.join('\n'));
  }

  private async sitemap(origin: string): Promise<EncodedBody> {
    const entries = await this.entries();
    const urls = entries.map(({ path, lastmod }) =>
      [
        `<url><loc>${escapeXml(origin + path)}</loc>`,
        lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '',
        '</url>',
      ].join(''),
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return encodeBody(200, 'application/xml; charset=utf-8', xml);
  }

  private async entries(): Promise<SitemapEntry[]> {
    const programs = await this.dataSource.getRepository(Program).find({
      where: { isActive: true },
      select: { slug: true, updatedAt: true },
      order: { order: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    const newest = async <T extends { updatedAt: Date }>(type: new () => T, where: object = {}) =>
      (
        await this.dataSource
          .getRepository(type)
          .findOne({ where, order: { updatedAt: 'DESC' } as never, select: { updatedAt: true } as never })
      )?.updatedAt ?? null;
    const gallery = await newest(GalleryItem, { visible: true });
    const courses = await newest(Course);
    // The policies' text ships with remote-public, filled in from 학원 정보.
    const policies = latest([this.remotePublic.current()?.builtAt ?? null, await newest(AcademyInfo)]);
    // The profile's text ships with remote-public: its build date is when it last changed.
    const about = this.remotePublic.current()?.builtAt ?? null;
    const newestProgram = latest(programs.map((program) => program.updatedAt));
    // The board lists the public notices inside their window, newest first; members-only ones are never named.
    const now = new Date();
    const notices = (
      await this.dataSource.getRepository(Notice).find({
        where: { visibility: 'public' },
        select: { id: true, startsAt: true, endsAt: true, updatedAt: true, createdAt: true },
        order: { createdAt: 'DESC', id: 'ASC' },
      })
    ).filter((notice) => noticeStatus(notice, now) === 'active');
    return [
      { path: '/', lastmod: latest([newestProgram, gallery, about]) },
      { path: '/about', lastmod: about },
      { path: '/courses', lastmod: courses },
      { path: '/gallery', lastmod: gallery },
      { path: '/notices', lastmod: latest(notices.map((notice) => notice.updatedAt)) },
      ...notices.map((notice) => ({ path: `/notices/${encodeURIComponent(notice.id)}`, lastmod: notice.updatedAt })),
      ...programs.map((program) => ({
        path: `/program/${encodeURIComponent(program.slug)}`,
        lastmod: program.updatedAt,
      })),
      { path: '/privacy', lastmod: policies },
      { path: '/terms', lastmod: policies },
    ];
  }
}
