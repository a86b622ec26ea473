import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { User } from '../members/user.entity';
import { AuthService } from './auth.service';

/** E-mail + password, checked by AuthService; the login guard has validated and normalised both. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(email: string, password: string): Promise<User | false> {
    return (await this.auth.verifyCredentials(email, password)) ?? false;
  }
}
