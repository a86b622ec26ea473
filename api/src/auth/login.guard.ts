import { HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MESSAGES } from '@academy/common';
import { ApiError } from '../common/api-error';
import type { User } from '../members/user.entity';
import { clientAddress, rateLimited } from '../throttle/rate-limited';
import { APP_PASSPORT, type AppPassport } from './app-passport';
import { LoginDto } from './dto/login.dto';
import { validateBody } from './dto/validate-body';
import { LoginThrottleService } from './throttle/login-throttle.service';

/**
 * POST /api/auth/login, in this order: the body is checked (400 with the spec's Korean message;
 * guards run before pipes, so it happens here), the attempt takes its throttle slots or is refused
 * (429 + Retry-After) before any password is checked, the credentials are checked (one 401 for an
 * unknown e-mail and a wrong password; a failure keeps its slots), and on success the slots are
 * handed back (LoginThrottleService.succeeded) and the session starts under a new id (passport 0.7
 * regenerates it in logIn).
 */
@Injectable()
export class LoginGuard implements CanActivate {
  constructor(
    private readonly throttle: LoginThrottleService,
    @Inject(APP_PASSPORT) private readonly passport: AppPassport,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const credentials = await validateBody(LoginDto, request.body);
    // The strategy reads the normalised e-mail; unknown fields are gone.
    request.body = credentials;

    const attempt = await this.throttle.reserve(credentials.email, clientAddress(request));
    if (!attempt.ok) throw rateLimited(response, attempt.retryAfterSeconds);

    const user = await this.authenticate(request, response);
    if (!user) throw new ApiError(HttpStatus.UNAUTHORIZED, 'INVALID_CREDENTIALS', MESSAGES.auth.invalidCredentials);
    await this.throttle.succeeded(attempt);
    await new Promise<void>((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
    return true;
  }

  private authenticate(request: Request, response: Response): Promise<User | false> {
    return new Promise((resolve, reject) => {
      const run = this.passport.authenticate('local', { session: false }, (error: unknown, user: User | false) => (error ? reject(error) : resolve(user)));
      run(request, response, reject);
    });
  }
}
