import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { isAdmin } from '@academy/common';
import type { AuditActorType } from '@academy/common/audit';
import { clientAddress } from '../throttle/rate-limited';

/** Who performs an admin action: written into approval records (actedBy) and audit rows. */
export interface AdminActor {
  /** An ADMIN account, or a shared-password console session. */
  type: AuditActorType;
  /** The ADMIN's e-mail, or "console" for a shared-password console session. */
  actedBy: string;
  /** The ADMIN's own id (null for a console): nobody removes themselves. */
  userId: string | null;
  /** The ADMIN's e-mail; null for a console. */
  email: string | null;
  /** The client address the action came from. */
  ip: string;
}

export const CONSOLE_ACTOR = 'console';

/** A signed-in ADMIN acts as that account, even inside a console; anyone else reaching an admin route holds a console session. */
export function actorOf(request: Request): AdminActor {
  const user = request.user;
  const ip = clientAddress(request);
  return user && isAdmin(user)
    ? { type: 'ADMIN', actedBy: user.email, userId: user.id, email: user.email, ip }
    : { type: 'CONSOLE', actedBy: CONSOLE_ACTOR, userId: null, email: null, ip };
}

/** The caller of an @AdminAccess() route as an AdminActor. */
export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  actorOf(context.switchToHttp().getRequest<Request>()),
);
