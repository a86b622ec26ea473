import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import { ACCOUNT_RETENTION } from '@academy/common';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { AuthService } from '../auth/auth.service';
import { withAccounts } from '../auth/passport-scope';
import type { AppConfig } from '../config/app-config';
import { SESSION_COOKIE } from '../http/session-cookie';
import { SessionRecord } from './session.entity';
import { TypeormSessionStore } from './typeorm-session.store';

export { SESSION_COOKIE };
const SESSION_MAX_AGE_MS = ACCOUNT_RETENTION.sessionDays * 24 * 60 * 60 * 1000;

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
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_MAX_AGE_MS },
    }),
  );
  app.use(passport.initialize());
  // The signed-in user is read from this app's database (see auth/passport-scope.ts).
  const accounts = app.get(AuthService);
  const restoreUser = passport.session();
  app.use((request: Request, response: Response, next: NextFunction) =>
    withAccounts(accounts, () => restoreUser(request, response, next)),
  );
  return store;
}
