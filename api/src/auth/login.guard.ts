import { HttpStatus, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { MESSAGES } from '@academy/common';
import { ApiError } from '../common/api-error';
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
export class LoginGuard extends AuthGuard('local') {
  constructor(private readonly throttle: LoginThrottleService) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const credentials = await validateBody(LoginDto, request.body);
    // The strategy reads the normalised e-mail; unknown fields are gone.
    request.body = credentials;

    const waitSeconds = this.throttle.retryAfterSeconds(credentials.email, clientKey(request));
    if (waitSeconds > 0) {
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(waitSeconds));
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'RATE_LIMITED', MESSAGES.auth.rateLimited);
    }

    await super.canActivate(context);
    await super.logIn(request);
    this.throttle.recordSuccess(credentials.email);
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (error) throw error;
    if (!user) {
      const request = context.switchToHttp().getRequest<Request>();
      this.throttle.recordFailure((request.body as LoginDto).email, clientKey(request));
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'INVALID_CREDENTIALS', MESSAGES.auth.invalidCredentials);
    }
    return user;
  }
}
