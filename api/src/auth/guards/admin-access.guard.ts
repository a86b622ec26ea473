import { Injectable, HttpStatus, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { isAdmin, MESSAGES } from '@academy/common';
import { ApiError } from '../../http/api-error';

/** True for a signed-in ADMIN or a shared-password console session. */
export function hasAdminAccess(request: Request): boolean {
  return isAdmin(request.user) || Boolean(request.session?.console);
}

/**
 * Admin, superadmin and simple routes: an ADMIN account or a console session.
 * 401 when the caller has neither a session nor a console login, 403 for other members.
 */
@Injectable()
export class AdminAccessGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (hasAdminAccess(request)) return true;
    if (!request.user) throw new ApiError(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', MESSAGES.auth.unauthorized);
    throw new ApiError(HttpStatus.FORBIDDEN, 'FORBIDDEN', MESSAGES.auth.forbidden);
  }
}
