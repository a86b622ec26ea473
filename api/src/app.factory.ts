import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import * as express from 'express';
import compression from 'compression';
import helmet from 'helmet';
import type { LoggerService, LogLevel } from '@nestjs/common';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { WEB_APP_DIRS } from './config/paths';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { bodyErrors } from './common/body-errors.middleware';
import { sameOriginOnly } from './common/same-origin.middleware';
import { createValidationPipe } from './common/validation.pipe';
import { contentSecurityPolicy } from './web/content-security-policy';
import { renderShellIndex } from './web/index-html';
import { createSite, type WebAppDirs } from './web/web-apps';
import { publicReadsMiddleware } from './public-content/public-reads.middleware';
import { PublicReads } from './public-content/public-reads.service';
import { setupSessions } from './sessions/session.setup';

export interface CreateAppOptions {
  logger?: LoggerService | LogLevel[] | false;
  /** Tests that only exercise the API skip serving the built front ends. */
  serveWebApps?: boolean;
  /** Where the built apps are (tests give stand-ins); the repository's dist folders by default. */
  webAppDirs?: Partial<WebAppDirs>;
}

/** Everything main.ts and the e2e tests share: the same middleware, in the same order. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: options.logger ?? ['warn', 'error'],
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  const webAppDirs: WebAppDirs = { ...WEB_APP_DIRS, ...options.webAppDirs };
  const shellIndex = renderShellIndex(webAppDirs.shell, config.remotes);
  app.use(helmet({ contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, shellIndex) } }));
  // Public reads and rendered pages are kept ready to send (gzipped too): they skip compression,
  // body parsing and sessions, and so do the apps' files, which are never personal.
  app.use(publicReadsMiddleware(app.get(PublicReads)));
  const site = options.serveWebApps !== false ? createSite(app, config, shellIndex, webAppDirs) : null;
  if (site) app.use(site.pages);
  // Scripts and JSON travel gzipped; video bytes (the proxy) are already compressed and must keep their ranges.
  app.use(compression({ filter: (request, response) => !request.path.startsWith('/proxy/') && compression.filter(request, response) }));
  if (site) app.use(site.files);
  app.use(express.json({ limit: '200kb' }));
  app.use(bodyErrors);
  app.use(sameOriginOnly(config.allowedOrigins));
  setupSessions(app, config);

  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('영어학원 API').setDescription('공개 사이트, 회원, 관리자 API').setVersion('1.0').addCookieAuth('academy.sid').build(),
  );
  SwaggerModule.setup('api/docs', app, document);
  await app.init();
  await site?.warmUp();
  return app;
}
