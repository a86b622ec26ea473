import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** Who performs an admin action: written into approval records as actedBy. */
export interface MemberActor {
  /** The ADMIN's e-mail, or "console" for a shared-password console session. */
  actedBy: string;
  /** The ADMIN's own id (null for a console): nobody removes themselves. */
  userId: string | null;
}

export const CONSOLE_ACTOR = 'console';

export function actorOf(request: Request): MemberActor {
  const user = request.user;
  return user?.role === 'ADMIN' ? { actedBy: user.email, userId: user.id } : { actedBy: CONSOLE_ACTOR, userId: null };
}

/** The caller of an @AdminAccess() route as a MemberActor. */
export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext) => actorOf(context.switchToHttp().getRequest<Request>()));
