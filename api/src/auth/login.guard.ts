import { HttpStatus, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { isAdmin, MESSAGES } from '@academy/common';
import { adminLogin } from '../audit/audit-event';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../http/api-error';
import { actorOf } from '../members/actor.decorator';
import { deviceOf } from '../sessions/session-renewal';
import { clientAddress, rateLimited } from '../throttle/rate-limited';
import { AuthService } from './auth.service';
import { DeviceCookieService } from './device-cookie';
import { LoginDto } from './dto/login.dto';
import { validateBody } from './dto/validate-body';
import { withAccounts } from './passport-scope';
import { LoginThrottleService } from './throttle/login-throttle.service';

/**
 * POST /api/auth/login, in this order: the body is checked (400 with the Korean message; guards
 * run before pipes, so it happens here), the attempt takes its throttle slots or is refused
 * (429 + Retry-After) before any password is hashed, the local strategy checks the credentials
 * (one 401 for an unknown e-mail and a wrong password; a failure keeps its slots), and on success
 * the slots are handed back (LoginThrottleService.succeeded), the session starts under a new id
 * (passport 0.7 regenerates it in logIn) and the browser gets a device cookie for the account and
 * its current password, so its next logins are counted per device until the password changes. An ADMIN's login is written to the audit log.
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  constructor(
    private readonly throttle: LoginThrottleService,
    private readonly devices: DeviceCookieService,
    private readonly accounts: AuthService,
    private readonly audit: AuditService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const credentials = await validateBody(LoginDto, request.body);
    // The strategy reads the normalised e-mail; unknown fields are gone.
    request.body = credentials;

    const stored = await this.accounts.credentialsOf(credentials.email);
    const device = stored ? this.devices.trustedDevice(request, credentials.email, stored) : null;
    const attempt = await this.throttle.reserve(credentials.email, clientAddress(request), device);
    if (!attempt.ok) throw rateLimited(response, attempt.retryAfterSeconds);

    await withAccounts(this.accounts, () => super.canActivate(context));
    await this.throttle.succeeded(attempt);
    await super.logIn(request);
    // Read again: a login may have rehashed a password stored before normalisation.
    const current = await this.accounts.credentialsOf(credentials.email);
    if (current) this.devices.remember(request, response, credentials.email, current);
    // Saved with the session at the end of the request: the session list names this browser.
    request.session.device = deviceOf(request);
    if (request.user && isAdmin(request.user)) await this.audit.record(actorOf(request), adminLogin(request.user.id));
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new ApiError(HttpStatus.UNAUTHORIZED, 'INVALID_CREDENTIALS', MESSAGES.auth.invalidCredentials);
    return user;
  }
}
