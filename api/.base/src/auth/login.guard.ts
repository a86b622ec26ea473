import { HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MESSAGES } from '@academy/common';
import { ApiError } from '../common/api-error';
import type { User } from '../members/user.entity';
import { APP_PASSPORT, type AppPassport } from './app-passport';
import { LoginDto } from './dto/login.dto';
import { validateBody } from './dto/validate-body';
import { LoginThrottleService } from './throttle/login-throttle.service';

const clientKey = (request: Request) => request.ip ?? request.socket.remoteAddress ?? 'unknown';

/**
 * POST /api/auth/login, in this order: the body is checked (400 with the spec's Korean message;
 * guards run before pipes, so it happens here), the throttle is asked (429 + Retry-After), the
 * credentials are checked (one 401 for an unknown e-mail and a wrong password), and the session
 * starts under a new id (passport 0.7 regenerates it in logIn).
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

    const key = clientKey(request);
    const waitSeconds = this.throttle.retryAfterSeconds(credentials.email, key);
    if (waitSeconds > 0) {
      response.setHeader('Retry-After', String(waitSeconds));
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'RATE_LIMITED', MESSAGES.auth.rateLimited);
    }

    const user = await this.authenticate(request, response);
    if (!user) {
      this.throttle.recordFailure(credentials.email, key);
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'INVALID_CREDENTIALS', MESSAGES.auth.invalidCredentials);
    }
    await new Promise<void>((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
    this.throttle.recordSuccess(credentials.email);
    return true;
  }

  private authenticate(request: Request, response: Response): Promise<User | false> {
    return new Promise((resolve, reject) => {
      const run = this.passport.authenticate('local', { session: false }, (error: unknown, user: User | false) => (error ? reject(error) : resolve(user)));
      run(request, response, reject);
    });
  }
}
