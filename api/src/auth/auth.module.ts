import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { ConsentsModule } from '../consents/consents.module';
import { User } from '../members/user.entity';
import { ThrottleModule } from '../throttle/throttle.module';
import { AdminAccountBootstrap } from './admin-account.bootstrap';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { DeviceCookieService } from './device-cookie';
import { LocalStrategy } from './local.strategy';
import { PasswordChangeGuard } from './guards/password-change.guard';
import { LoginGuard } from './login.guard';
import { LoginRedirectController } from './login-redirect.controller';
import { PasswordHasher } from './password-hasher';
import { SessionSerializer } from './session.serializer';
import { LoginThrottleService } from './throttle/login-throttle.service';
import { SignupThrottleService } from './throttle/signup-throttle.service';

/** Sign-up, login, logout and the current user; sessions are set up in sessions/session.setup.ts. */
@Module({
  imports: [
    TypeOrmModule.forFeature([User]),
    PassportModule.register({ session: true }),
    ThrottleModule,
    AuditModule,
    ConsentsModule,
  ],
  controllers: [AuthController, LoginRedirectController],
  providers: [
    AuthService,
    PasswordHasher,
    LocalStrategy,
    SessionSerializer,
    LoginThrottleService,
    DeviceCookieService,
    SignupThrottleService,
    LoginGuard,
    AdminAccountBootstrap,
    { provide: APP_GUARD, useClass: PasswordChangeGuard },
  ],
  exports: [PasswordHasher, LoginThrottleService],
})
export class AuthModule {}
