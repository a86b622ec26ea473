import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { User } from '../members/user.entity';
import { APP_PASSPORT, type AppPassport } from './app-passport';

/**
 * The session holds only the user id; the row is read again on every request, so a role change
 * or a removal takes effect on the member's very next request (a missing row means no user).
 */
@Injectable()
export class SessionSerializer {
  constructor(@InjectRepository(User) users: Repository<User>, @Inject(APP_PASSPORT) passport: AppPassport) {
    passport.serializeUser((user, done) => done(null, (user as User).id));
    passport.deserializeUser((id: unknown, done: (error: unknown, user?: User | false) => void) => {
      if (typeof id !== 'string') return done(null, false);
      users
        .findOneBy({ id })
        .then((user) => done(null, user ?? false))
        .catch((error) => done(error));
    });
  }
}
