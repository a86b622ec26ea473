import type { INestApplication } from '@nestjs/common';
import session from 'express-session';
import { DataSource } from 'typeorm';
import { APP_PASSPORT, type AppPassport } from '../auth/app-passport';
import type { AppConfig } from '../config/app-config';
import { SessionRecord } from './session.entity';
import { TypeormSessionStore } from './typeorm-session.store';

export const SESSION_COOKIE = 'academy.sid';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Sessions in the database, an httpOnly SameSite=Lax cookie (Secure behind HTTPS), then passport. */
export function setupSessions(app: INestApplication, config: AppConfig): TypeormSessionStore {
  const store = new TypeormSessionStore(app.get(DataSource).getRepository(SessionRecord));
  app.use(
    session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      proxy: config.trustProxy !== false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: WEEK_MS },
    }),
  );
  const passport = app.get<AppPassport>(APP_PASSPORT);
  app.use(passport.initialize());
  app.use(passport.session());
  return store;
}
