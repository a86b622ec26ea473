import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { User } from '../members/user.entity';

type Done<T> = (error: unknown, value?: T) => void;

/**
 * The session holds only the user id; the row is read again on every request, so a role change
 * or a removal takes effect on the member's very next request.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {
    super();
  }

  serializeUser(user: User, done: Done<string>): void {
    done(null, user.id);
  }

  deserializeUser(id: unknown, done: Done<User | false>): void {
    if (typeof id !== 'string') return done(null, false);
    this.users
      .findOneBy({ id })
      .then((user) => done(null, user ?? false))
      .catch((error) => done(error));
  }
}
