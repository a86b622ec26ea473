import { SetMetadata } from '@nestjs/common';
import type { Role } from '@academy/common';

export const ROLES_KEY = 'roles';

/** Roles allowed on a route; an empty list means "any signed-in user". Enforced by RolesGuard. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
