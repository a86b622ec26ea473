import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { User } from '../members/user.entity';
import { currentAccounts } from './passport-scope';

type Done<T> = (error: unknown, value?: T) => void;

/**
 * The session holds only the user id; the row is read again on every request, so a role change
 * or a removal takes effect on the member's very next request (a missing row means no user).
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: User, done: Done<string>): void {
    done(null, user.id);
  }

  deserializeUser(id: unknown, done: Done<User | false>): void {
    if (typeof id !== 'string') return done(null, false);
    currentAccounts()
      .findSignedIn(id)
      .then((user) => done(null, user ?? false), done);
  }
}
