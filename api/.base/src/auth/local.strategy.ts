import { Inject, Injectable } from '@nestjs/common';
import { Strategy } from 'passport-local';
import { APP_PASSPORT, type AppPassport } from './app-passport';
import { AuthService } from './auth.service';

/** passport-local on the e-mail field, checked by AuthService; the login guard has validated and normalised both fields. */
@Injectable()
export class LocalStrategy extends Strategy {
  constructor(auth: AuthService, @Inject(APP_PASSPORT) passport: AppPassport) {
    super({ usernameField: 'email', passwordField: 'password' }, (email, password, done) => {
      auth.verifyCredentials(email, password).then((user) => done(null, user ?? false), done);
    });
    passport.use(this);
  }
}
