import * as express from 'express';
import type { NextFunction, Request, Response } from 'express';
import type { INestApplication, LoggerService } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import * as path from 'path';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ASSETS_DIR, WEB_APP_DIRS } from '../config/paths';
import { ContentChanges } from '../public-content/content-changes';
import { PublicReads } from '../public-content/public-reads.service';
import type { ShellIndex } from './index-html';
import { PageScripts } from './page-scripts';
import { nameSourceMap, refuseSourceMaps } from './source-maps';
import { folderSource, httpSource, RemoteBuild, type BuildSource } from './remote-build';
import { SearchEngineFiles } from './search-engine-files';
import { OnceLogger, ServerRenderer } from './server-renderer';
import { SitePages } from './site-pages';
import { CONSULTATION_FORM_PATH, SITE_META, type RemoteName } from '@academy/common';
import { ParentHomeReads } from '../parents/parent-home.reads';
import { SessionPages } from './session-pages';
import { ConsultationIntakeService } from '../consultations/consultation-intake.service';
import { consultationFormHandler } from '../consultations/consultation-form';

export type WebAppDirs = Record<keyof typeof WEB_APP_DIRS, string>;

const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|svg|webp|woff2?)$/;
/** Nothing of the web apps lives under these: the API and the proxy skip the file lookups. */
const API_PATH = /^\/(api|proxy)(\/|$)/;

/** Content-hashed chunks never change; entry files (remoteEntry.js, main.js) must be revalidated. */
function cacheHeaders(response: Response, filePath: string): void {
  response.setHeader('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const NOT_BUILT = `<!doctype html><html lang="ko"><meta charset="utf-8"><title>준비 중</title>
<body style="font-family:sans-serif;padding:40px"><h1>화면이 아직 빌드되지 않았습니다</h1>
<p><code>npm run build</code> 후 다시 시작해주세요. API(<a href="/api/health">/api/health</a>)는 동작 중입니다.</p></body></html>`;

/**
 * Where the server reads a remote's build: its REMOTE_<NAME>_URL — its own folder when that is
 * /remotes/<name>/ on this server, this server over HTTP for another path.
 */
function remoteSource(config: AppConfig, dirs: WebAppDirs, name: RemoteName): BuildSource {
  const url = config.remotes[name];
  if (!url.startsWith('/')) return httpSource(url);
  if (new RegExp(`^/remotes/${name}(/(remoteEntry\\.js)?)?$`).test(url)) return folderSource(dirs[name]);
  return httpSource(`http://127.0.0.1:${config.port}${url}`);
}

/** Where the server reads remote-public's build: REMOTE_PUBLIC_INTERNAL_URL, else as any remote's. */
export function remotePublicSource(config: AppConfig, dirs: WebAppDirs): BuildSource {
  if (config.site.remotePublicInternalUrl) return httpSource(config.site.remotePublicInternalUrl);
  return remoteSource(config, dirs, 'public');
}

/** Where the server reads remote-member's build (it draws /parent): REMOTE_MEMBER_INTERNAL_URL, else as any remote's. */
export function remoteMemberSource(config: AppConfig, dirs: WebAppDirs): BuildSource {
  if (config.site.remoteMemberInternalUrl) return httpSource(config.site.remoteMemberInternalUrl);
  return remoteSource(config, dirs, 'member');
}

/** Where the server reads remote-admin's manifest (the admin pages' scripts): REMOTE_ADMIN_INTERNAL_URL, else as any remote's. */
export function remoteAdminSource(config: AppConfig, dirs: WebAppDirs): BuildSource {
  if (config.site.remoteAdminInternalUrl) return httpSource(config.site.remoteAdminInternalUrl);
  return remoteSource(config, dirs, 'admin');
}

function skipApi(handler: express.RequestHandler): express.RequestHandler {
  return (request: Request, response: Response, next: NextFunction) =>
    API_PATH.test(request.path) ? next() : handler(request, response, next);
}

export interface Site {
  /** Rendered pages, robots.txt and sitemap.xml: answered whole, before compression and sessions. */
  pages: express.RequestHandler;
  /** The pages drawn for a signed-in caller (/parent): mounted after the sessions. */
  sessionPages: express.RequestHandler;
  /** The apps' files (compressed by the middleware mounted before them); no session needed either. */
  files: express.Router;
  /** The plain-HTML form posts of the public pages (mounted after the same-origin check). */
  forms: express.RequestHandler;
  /** Loads the renderer and remote-public once, so the first visitor gets a rendered page. */
  warmUp: () => Promise<void>;
}

/**
 * Serves the shell at / and each remote under /remotes/<name>/ from this one process, rendering
 * the public pages on the server. In a split deployment REMOTE_*_URL point elsewhere instead.
 */
export function createSite(
  app: INestApplication,
  config: AppConfig,
  shellIndex: ShellIndex | null,
  dirs: WebAppDirs,
  logger: LoggerService = new Logger('Site'),
): Site {
  const log = new OnceLogger(logger);
  const changes = app.get(ContentChanges);
  // A new build is logged; a build that cannot be read is said once per cause.
  const remoteBuild = (name: 'public' | 'member', source: BuildSource) =>
    new RemoteBuild(
      source,
      config.site.remoteCheckSeconds * 1000,
      (version, previous) => previous && logger.log(`remote-${name} 새 빌드 ${version.version} (${source.label})`),
      (error) =>
        log.warn(`remote-${name} 빌드를 읽지 못했습니다 (${error instanceof Error ? error.message : String(error)})`),
    );
  const remotePublic = remoteBuild('public', remotePublicSource(config, dirs));
  const remoteMember = remoteBuild('member', remoteMemberSource(config, dirs));
  const renderer = new ServerRenderer(
    path.join(dirs.shell, 'server', 'render.js'),
    { public: remotePublic, member: remoteMember },
    config.site.renderBudgetMs,
    log,
  );
  const seo = new SearchEngineFiles(config, app.get(DataSource), remotePublic, changes).handler();
  // Without the list the admin pages still load, each chunk once its parent has run: said once per cause.
  let scriptsProblem = '';
  const adminScripts = new PageScripts(
    remoteAdminSource(config, dirs),
    folderSource(dirs.shell),
    config.site.remoteCheckSeconds * 1000,
    (error) => {
      const problem = error instanceof Error ? error.message : String(error);
      if (problem !== scriptsProblem) logger.warn(`관리자 화면 스크립트 목록을 읽지 못했습니다 (${problem})`);
      scriptsProblem = problem;
    },
  );
  const pages = shellIndex
    ? new SitePages(config, shellIndex, app.get(PublicReads), renderer, remotePublic, changes, log, adminScripts)
    : null;
  const notBuilt = (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || API_PATH.test(request.path) || !request.accepts('html')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.status(503).type('html').send(NOT_BUILT);
  };
  const pageHandler = pages?.handler() ?? notBuilt;
  const parentHome = app.get(ParentHomeReads);
  const sessionPages = pages
    ? new SessionPages(
        pages,
        renderer,
        {
          '/parent': {
            meta: SITE_META.parentHome,
            reads: (user, query) => parentHome.pageData(user, query.week),
          },
        },
        config.site.publicUrl,
      ).handler()
    : notBuilt;

  const files = express.Router();
  const publicMaps = config.sourceMaps === 'public';
  const setHeaders = (response: Response, filePath: string) => {
    cacheHeaders(response, filePath);
    if (publicMaps) nameSourceMap(response, filePath);
  };
  const staticOptions = { index: false, setHeaders, fallthrough: true } as const;
  if (!publicMaps) files.use(refuseSourceMaps);
  files.use('/remotes/public', express.static(dirs.public, staticOptions));
  files.use('/remotes/member', express.static(dirs.member, staticOptions));
  files.use('/remotes/admin', express.static(dirs.admin, staticOptions));
  files.use('/assets', express.static(ASSETS_DIR, { index: false, maxAge: '7d' }));
  files.get('/remotes.json', (_request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.json(config.remotes);
  });
  files.use(skipApi(express.static(dirs.shell, staticOptions)));
  // A page address that looks like a file (/old-page.html) and is not one: the 404 page.
  files.use(pages?.notFoundHandler() ?? notBuilt);

  return {
    pages: (request, response, next) =>
      seo(request, response, (error?: unknown) => (error ? next(error) : pageHandler(request, response, next))),
    sessionPages,
    files,
    forms: consultationFormHandler(app.get(ConsultationIntakeService), (request, extra, status) =>
      pages ? pages.renderOnce(request, CONSULTATION_FORM_PATH, extra, status) : Promise.resolve(null),
    ),
    warmUp: () =>
      shellIndex ? Promise.all([renderer.warmUp(), adminScripts.check()]).then(() => undefined) : Promise.resolve(),
  };
}
