import { applyDecorators, UseGuards } from '@nestjs/common';
import { VIEWER_ROLES, type Role } from '@academy/common';
import { AdminAccessGuard } from '../guards/admin-access.guard';
import { RolesGuard } from '../guards/roles.guard';
import { Roles } from './roles.decorator';

/** Any signed-in user (PENDING included). */
export const SignedIn = () => applyDecorators(Roles(), UseGuards(RolesGuard));

/** Signed-in users with one of these roles. */
export const RequireRoles = (...roles: Role[]) => applyDecorators(Roles(...roles), UseGuards(RolesGuard));

/** Those who may watch videos (VIEWER_ROLES, the rule canWatch reads): 401 for a visitor, 403 for PENDING. */
export const Viewers = () => RequireRoles(...VIEWER_ROLES);

/** An ADMIN account or a console session (admin, superadmin and simple routes). */
export const AdminAccess = () => UseGuards(AdminAccessGuard);
