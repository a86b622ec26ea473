import { Injectable, HttpStatus, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { isAdmin, MESSAGES } from '@academy/common';
import { ApiError } from '../../http/api-error';

/**
 * An ADMIN account only: a shared-password console session is known (403, not 401: signing in
 * again would not help it), as is any other member; nobody signed in gets 401.
 */
@Injectable()
export class AdminAccountGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (isAdmin(request.user)) return true;
    if (!request.user && !request.session?.console)
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', MESSAGES.auth.unauthorized);
    throw new ApiError(HttpStatus.FORBIDDEN, 'FORBIDDEN', MESSAGES.auth.forbidden);
  }
}
