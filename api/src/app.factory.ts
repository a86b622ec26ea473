import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import type { LoggerService, LogLevel } from '@nestjs/common';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { WEB_APP_DIRS } from './config/paths';
import { hasAdminAccess } from './auth/guards/admin-access.guard';
import { AllExceptionsFilter } from './http/all-exceptions.filter';
import { bodyErrors } from './http/body-errors.middleware';
import { jsonBody } from './http/json-body.middleware';
import { singleValuedQuery } from './http/single-valued-query.middleware';
import { middlewareErrors } from './http/middleware-errors';
import { sameOriginOnly } from './http/same-origin.middleware';
import { createValidationPipe } from './http/validation.pipe';
import { readOpenApiDocument } from './openapi/openapi-file';
import { contentSecurityPolicy } from './web/content-security-policy';
import { renderShellIndex } from './web/index-html';
import { createSite, type WebAppDirs } from './web/web-apps';
import { publicReadsMiddleware } from './public-content/public-reads.middleware';
import { PublicReads } from './public-content/public-reads.service';
import { setupSessions } from './sessions/session.setup';
import { StreamingExpressAdapter } from './proxy/streaming-express-adapter';
import { cachedProxyStage } from './proxy/access/cached-proxy-stage';
import { ProxyAccessCache } from './proxy/access/proxy-access-cache';
import { VideoDelivery } from './proxy/video-delivery';
import { REPORT_UNSUBSCRIBE_PATH } from '@academy/common/parents';
import { ParentSettingsService } from './parents/parent-settings.service';
import { reportUnsubscribeHandler } from './parents/report-unsubscribe.handler';

export interface CreateAppOptions {
  logger?: LoggerService | LogLevel[] | false;
  /** Tests that only exercise the API skip serving the built front ends. */
  serveWebApps?: boolean;
  /** Where the built apps are (tests give stand-ins); the repository's dist folders by default. */
  webAppDirs?: Partial<WebAppDirs>;
}

/** Everything main.ts and the e2e tests share: the same middleware, in the same order. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const adapter = new StreamingExpressAdapter();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), adapter, {
    bodyParser: false,
    // A failed start is the caller's to handle (src/server retries while the database is down);
    // Nest's default would exit the process.
    abortOnError: false,
    logger: options.logger ?? ['warn', 'error'],
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  const webAppDirs: WebAppDirs = { ...WEB_APP_DIRS, ...options.webAppDirs };
  const shellIndex = renderShellIndex(webAppDirs.shell, config.remotes);
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, shellIndex) },
  });
  // Before Express: a player's range reads of a video its session was just allowed (proxy/access).
  adapter.useFrontStage(cachedProxyStage(app.get(ProxyAccessCache), app.get(VideoDelivery), securityHeaders));
  app.use(securityHeaders);
  // A repeated or bracketed query parameter is refused before anything (a cached public read too) answers.
  app.use(['/api', '/proxy'], singleValuedQuery);
  // Public reads and rendered pages are kept ready to send (gzipped too): they skip compression,
  // body parsing and sessions, and so do the apps' files, which are never personal.
  app.use(publicReadsMiddleware(app.get(PublicReads)));
  const site = options.serveWebApps !== false ? createSite(app, config, shellIndex, webAppDirs) : null;
  if (site) app.use(site.pages);
  // Scripts and JSON travel gzipped; video bytes (the proxy) are already compressed and must keep
  // their ranges, and skip the middleware entirely: it would wrap every chunk's write.
  const compress = compression();
  app.use((request: Request, response: Response, next: NextFunction) =>
    request.path.startsWith('/proxy/') ? next() : compress(request, response, next),
  );
  if (site) app.use(site.files);
  app.use(sameOriginOnly(config.allowedOrigins));
  // The report mail's one-click unsubscribe posts a form from the mail program's servers.
  app.use(REPORT_UNSUBSCRIBE_PATH, reportUnsubscribeHandler(app.get(ParentSettingsService), config.sessionSecret));
  // The plain-HTML consultation form (no JavaScript) posts urlencoded, which the JSON parser refuses.
  if (site) app.use(site.forms);
  // Sessions before bodies: the body size limit depends on who is asking.
  setupSessions(app, config);
  // A parent's /parent is drawn from their own answers: it needs the session restored above.
  if (site) app.use(site.sessionPages);
  app.use(jsonBody(hasAdminAccess));
  app.use(bodyErrors);
  app.use(middlewareErrors);

  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  // The checked-in api/openapi.json (generated from this app by `npm run openapi`), not a second
  // reading of the app: the page shows exactly the file the clients' types are generated from.
  if (config.apiDocs) SwaggerModule.setup('api/docs', app, readOpenApiDocument());
  await app.init();
  await site?.warmUp();
  return app;
}
