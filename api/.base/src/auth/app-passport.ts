import passport from 'passport';

/**
 * This application's own passport. @nestjs/passport registers strategies and serializers on the
 * process-wide passport object, so a second app in the same process (the e2e suites build several)
 * silently takes over the first one's logins and sessions — and when it is closed, the first app's
 * logins hit a closed database. One Authenticator per app keeps each app's wiring its own.
 */
export type AppPassport = passport.Authenticator;
export const APP_PASSPORT = Symbol('APP_PASSPORT');

export const appPassportProvider = { provide: APP_PASSPORT, useFactory: (): AppPassport => new passport.Authenticator() };
