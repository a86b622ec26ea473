import * as express from 'express';
import type { Request, Response, NextFunction } from 'express';
import { ASSETS_DIR, WEB_APP_DIRS } from '../config/paths';
import type { AppConfig } from '../config/app-config';
import type { ShellIndex } from './index-html';
import { nameSourceMap, refuseSourceMaps } from './source-maps';

const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|svg|webp|woff2?)$/;

/** Content-hashed chunks never change; entry files (remoteEntry.js, main.js) must be revalidated. */
function cacheHeaders(response: Response, filePath: string): void {
  response.setHeader('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const NOT_BUILT = `<!doctype html><html lang="ko"><meta charset="utf-8"><title>준비 중</title>
<body style="font-family:sans-serif;padding:40px"><h1>화면이 아직 빌드되지 않았습니다</h1>
<p><code>npm run build</code> 후 다시 시작해주세요. API(<a href="/api/health">/api/health</a>)는 동작 중입니다.</p></body></html>`;

/**
 * Serves the shell at / and each remote under /remotes/<name>/ from this one process, with the
 * SPA fallback for client routes. In a split deployment REMOTE_*_URL point elsewhere instead.
 */
export function mountWebApps(app: express.Express, config: AppConfig, shellIndex: ShellIndex | null): void {
  const publicMaps = config.sourceMaps === 'public';
  const setHeaders = (response: Response, filePath: string) => {
    cacheHeaders(response, filePath);
    if (publicMaps) nameSourceMap(response, filePath);
  };
  const staticOptions = { index: false, setHeaders, fallthrough: true } as const;
  if (!publicMaps) app.use(refuseSourceMaps);
  app.use('/remotes/public', express.static(WEB_APP_DIRS.public, staticOptions));
  app.use('/remotes/member', express.static(WEB_APP_DIRS.member, staticOptions));
  app.use('/remotes/admin', express.static(WEB_APP_DIRS.admin, staticOptions));
  app.use('/assets', express.static(ASSETS_DIR, { index: false, maxAge: '7d' }));
  app.get('/remotes.json', (_request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.json(config.remotes);
  });
  app.use(express.static(WEB_APP_DIRS.shell, staticOptions));

  const clientRoute = /^\/(?!(api|proxy|remotes|assets)(\/|$))/;
  app.get(clientRoute, (request: Request, response: Response, next: NextFunction) => {
    if (!request.accepts('html')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    if (!shellIndex) return response.status(503).type('html').send(NOT_BUILT);
    response.type('html').send(shellIndex.htmlFor(request.path));
  });
}
