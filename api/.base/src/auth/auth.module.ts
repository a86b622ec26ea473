import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../members/user.entity';
import { AdminAccountBootstrap } from './admin-account.bootstrap';
import { APP_PASSPORT, appPassportProvider } from './app-passport';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { LoginGuard } from './login.guard';
import { LoginRedirectController } from './login-redirect.controller';
import { PasswordHasher } from './password-hasher';
import { SessionSerializer } from './session.serializer';
import { LoginThrottleService } from './throttle/login-throttle.service';

/** Sign-up, login, logout and the current user; sessions are set up in sessions/session.setup.ts. */
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [AuthController, LoginRedirectController],
  providers: [appPassportProvider, AuthService, PasswordHasher, LocalStrategy, SessionSerializer, LoginThrottleService, LoginGuard, AdminAccountBootstrap],
  exports: [PasswordHasher, APP_PASSPORT],
})
export class AuthModule {}
