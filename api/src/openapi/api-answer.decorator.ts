import { ApiResponse, getSchemaPath } from '@nestjs/swagger';
import type { ErrorCode } from '@academy/common';

/*
 * How a route declares its answers in the OpenAPI document (api/openapi.json, docs/api.md). The
 * shapes are the wire types of @academy/common, named here and turned into JSON Schemas from the
 * TypeScript source when the document is generated (scripts/openapi), so the types stay the one
 * description of the wire. The refusals every route of a kind shares (no session, a role, a body
 * that fails its DTO, the database down) are added from the route's guards and parameters
 * (route-errors.ts); a route names only its own.
 */

export interface ApiAnswerOptions {
  /** A JSON array of the type. */
  array?: boolean;
  description?: string;
  /** One answer as the API gives it: checked against the schema by test/openapi.e2e-spec.ts. */
  example?: unknown;
  headers?: Record<string, { description: string; schema: { type: 'string' | 'integer' } }>;
}

const DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: '만들었습니다',
  202: '접수했습니다',
  206: '요청한 범위',
};

/** The answer of a route that succeeded: a wire type of @academy/common by name (`Course`), or a list of them. */
export function ApiAnswer(status: number, type: string, options: ApiAnswerOptions = {}): MethodDecorator {
  const ref = { $ref: getSchemaPath(type) };
  return ApiResponse({
    status,
    description: options.description ?? DESCRIPTIONS[status] ?? 'OK',
    schema: options.array ? { type: 'array', items: ref } : ref,
    ...(options.example !== undefined ? { example: options.example } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

/** An answer that is not JSON (a CSV file, a video's bytes): its content type, described in words. */
export function ApiContent(
  status: number,
  contentType: string,
  description: string,
  headers?: ApiAnswerOptions['headers'],
): MethodDecorator {
  return ApiResponse({
    status,
    description,
    content: { [contentType]: { schema: { type: 'string', format: 'binary' } } },
    ...(headers ? { headers } : {}),
  });
}

/** A redirect: no body, the target in Location. */
export function ApiRedirect(status: 301 | 302 | 303 | 307 | 308, location: string): MethodDecorator {
  return ApiResponse({
    status,
    description: `${location} 로 이동`,
    headers: { Location: { description: location, schema: { type: 'string' } } },
  });
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;
export type ErrorCodes = Partial<Record<ErrorStatus, readonly ErrorCode[]>>;

export interface ApiErrorsOptions {
  /** A wire type that extends ApiErrorBody with what these refusals carry besides (`ConsoleLoginRefusal`). */
  schema?: string;
  /** false for a route that answers without the database (GET /api/health/live): no 503 DB_UNAVAILABLE. */
  database?: boolean;
}

export interface DeclaredErrors extends ApiErrorsOptions {
  codes: ErrorCodes;
}

export const API_ERRORS = 'academy:api-errors';

/**
 * The refusals a route (or every route of a controller) gives besides those its guards, body and
 * query already imply: `@ApiErrors({ 404: ['NOT_FOUND'], 409: ['DUPLICATE_SLUG'] })`.
 */
export function ApiErrors(codes: ErrorCodes, options: ApiErrorsOptions = {}): MethodDecorator & ClassDecorator {
  return (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    Reflect.defineMetadata(API_ERRORS, { codes, ...options } satisfies DeclaredErrors, descriptor?.value ?? target);
  };
}

/** What ApiErrors put on a handler or a controller class. */
export const declaredErrors = (holder: object): DeclaredErrors | undefined => Reflect.getMetadata(API_ERRORS, holder);
