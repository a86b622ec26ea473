import { HttpStatus, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { MESSAGES } from '@academy/common';
import { ApiError } from '../../http/api-error';

export const BEFORE_PASSWORD_CHANGE = 'allowedBeforePasswordChange';
export const PUBLIC_READ = 'publicRead';

/** A route a user who must change their password may still call: the current user, the change itself, logout. */
export const AllowedBeforePasswordChange = () => SetMetadata(BEFORE_PASSWORD_CHANGE, true);

/**
 * A read anyone may make without a session (the public site's lists, health). It stays open to a
 * user who must change their password: it shows nothing of theirs, and the server answers most of
 * these from its cache before the session is even read.
 */
export const PublicRead = () => SetMetadata(PUBLIC_READ, true);

/**
 * After an administrator's reset, the member signs in with the temporary password and must choose
 * their own before anything else: every route not marked above answers 403
 * PASSWORD_CHANGE_REQUIRED. One global guard (registered in AuthModule), so no route can forget it.
 */
@Injectable()
export class PasswordChangeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.user?.mustChangePassword) return true;
    const targets = [context.getHandler(), context.getClass()];
    if (
      this.reflector.getAllAndOverride<boolean>(BEFORE_PASSWORD_CHANGE, targets) ||
      this.reflector.getAllAndOverride<boolean>(PUBLIC_READ, targets)
    )
      return true;
    throw new ApiError(HttpStatus.FORBIDDEN, 'PASSWORD_CHANGE_REQUIRED', MESSAGES.auth.passwordChangeRequired);
  }
}
