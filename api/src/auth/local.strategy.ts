import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { User } from '../members/user.entity';
import { currentAccounts } from './passport-scope';

/** passport-local on the e-mail field; the login guard has validated and normalised both fields. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor() {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  /** false, not an error: the guard answers one 401 for an unknown e-mail and a wrong password. */
  async validate(email: string, password: string): Promise<User | false> {
    return (await currentAccounts().verifyCredentials(email, password)) ?? false;
  }
}
