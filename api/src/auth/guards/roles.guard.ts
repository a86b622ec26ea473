import { Injectable, HttpStatus, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { MESSAGES, type Role } from '@academy/common';
import { ApiError } from '../../http/api-error';
import { ROLES_KEY } from '../decorators/roles.decorator';

/**
 * 401 without a session, 403 for a signed-in user whose role is not listed. The role comes from
 * the row passport re-reads each request, so a revoked member loses access at once.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles === undefined) return true;
    const { user } = context.switchToHttp().getRequest<Request>();
    if (!user) throw new ApiError(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', MESSAGES.auth.unauthorized);
    if (roles.length > 0 && !roles.includes(user.role))
      throw new ApiError(HttpStatus.FORBIDDEN, 'FORBIDDEN', MESSAGES.auth.forbidden);
    return true;
  }
}
