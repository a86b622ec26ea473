import { GUARDS_METADATA } from '@nestjs/common/constants';
import type { Role } from '@academy/common';
import { ROLES_KEY } from '../auth/decorators/roles.decorator';
import { AdminAccessGuard } from '../auth/guards/admin-access.guard';
import { AdminAccountGuard } from '../auth/guards/admin-account.guard';
import { BEFORE_PASSWORD_CHANGE, PUBLIC_READ } from '../auth/guards/password-change.guard';
import { RolesGuard } from '../auth/guards/roles.guard';
import { declaredErrors, type ErrorCodes, type ErrorStatus } from './api-answer.decorator';
import type { AppRoute } from './app-routes';

/** What the document needs of an operation to know the refusals its request can meet. */
export interface OperationShape {
  requestBody?: unknown;
  parameters?: Array<{ in?: string } | { $ref: string }>;
  responses: Record<string, unknown>;
}

export interface StatusRefusals {
  /** Sorted. */
  codes: string[];
  /**
   * The schema of the body: ApiErrorBody, or the route's extension of it (ApiErrors' `schema`) when
   * every code of the status is the route's own (a body parser's 400 carries nothing of the route's).
   */
  schema: string;
}

export interface RouteRefusals {
  /** By status, in order. */
  statuses: Map<ErrorStatus, StatusRefusals>;
  /** The route needs a session (or a console session): its operation names the cookie. */
  session: boolean;
}

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/** Handler first, then the controller: what Reflector.getAllAndOverride reads. */
function override<T>(key: string, route: AppRoute): T | undefined {
  return Reflect.getMetadata(key, route.handler) ?? Reflect.getMetadata(key, route.controller);
}

function guardsOf(route: AppRoute): unknown[] {
  return [
    ...(Reflect.getMetadata(GUARDS_METADATA, route.controller) ?? []),
    ...(Reflect.getMetadata(GUARDS_METADATA, route.handler) ?? []),
  ];
}

/**
 * Every refusal a route can give, as the request pipeline gives them (app.factory.ts): the
 * cross-origin check of state-changing requests (403 FORBIDDEN), the body parser (400
 * BAD_REQUEST, 413, 415), the guards (401 UNAUTHORIZED, 403 FORBIDDEN, and 403
 * PASSWORD_CHANGE_REQUIRED of the global PasswordChangeGuard), the validation of the body and
 * query (400 VALIDATION_FAILED), an unknown id in the path (404 NOT_FOUND), the database (503
 * DB_UNAVAILABLE), then what the route declares with @ApiErrors.
 */
export function routeRefusals(route: AppRoute, operation: OperationShape): RouteRefusals {
  const codes = new Map<ErrorStatus, string[]>();
  const add = (status: ErrorStatus, ...list: readonly string[]) => {
    const known = codes.get(status) ?? [];
    for (const code of list) if (!known.includes(code)) known.push(code);
    codes.set(status, known);
  };
  const classDeclared = declaredErrors(route.controller);
  const declared = declaredErrors(route.handler);

  const hasQuery = (operation.parameters ?? []).some((parameter) => 'in' in parameter && parameter.in === 'query');
  const hasPathParameter = /\{[^}]+\}/.test(route.path);
  if (operation.requestBody || hasQuery) add(400, 'VALIDATION_FAILED');
  if (operation.requestBody) {
    add(400, 'BAD_REQUEST');
    add(413, 'PAYLOAD_TOO_LARGE');
    add(415, 'UNSUPPORTED_MEDIA_TYPE');
  }

  const guards = guardsOf(route);
  const roles = override<Role[]>(ROLES_KEY, route);
  const adminGuard = guards.includes(AdminAccessGuard) || guards.includes(AdminAccountGuard);
  const rolesGuard = guards.includes(RolesGuard) && roles !== undefined;
  const session = adminGuard || rolesGuard;
  if (session) add(401, 'UNAUTHORIZED');
  if (adminGuard || (rolesGuard && roles!.length > 0)) add(403, 'FORBIDDEN');
  if (!override<boolean>(PUBLIC_READ, route) && !override<boolean>(BEFORE_PASSWORD_CHANGE, route))
    add(403, 'PASSWORD_CHANGE_REQUIRED');
  if (STATE_CHANGING.has(route.method)) add(403, 'FORBIDDEN');
  if (hasPathParameter) add(404, 'NOT_FOUND');

  const own = new Set<string>();
  for (const source of [classDeclared, declared])
    for (const [status, list] of Object.entries(source?.codes ?? ({} as ErrorCodes))) {
      add(Number(status) as ErrorStatus, ...(list ?? []));
      for (const code of list ?? []) own.add(`${status} ${code}`);
    }

  const database = (declared?.database ?? classDeclared?.database) !== false;
  // A route that answers 503 with a body of its own (the health checks) keeps it.
  if (database && !('503' in operation.responses)) add(503, 'DB_UNAVAILABLE');

  const schema = declared?.schema ?? classDeclared?.schema ?? 'ApiErrorBody';
  const statuses = [...codes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, list]): [ErrorStatus, StatusRefusals] => [
      status,
      {
        codes: list.sort(),
        schema: list.every((code) => own.has(`${status} ${code}`)) ? schema : 'ApiErrorBody',
      },
    ]);
  return { statuses: new Map(statuses), session };
}
