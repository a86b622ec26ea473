import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { SESSION_COOKIE } from '../http/session-cookie';
import { appRoutes } from './app-routes';
import { errorExamples } from './error-examples';
import { routeRefusals, type OperationShape } from './route-errors';

type Operation = OperationShape & { operationId?: string; security?: Array<Record<string, string[]>> };

const RETRY_AFTER = { description: '다시 시도할 수 있을 때까지의 초', schema: { type: 'integer' } };

/**
 * The error answers, shared by the routes that give the same codes with the same status (most
 * routes share their 401, 403 and 503): components/responses, one example per code and status.
 */
class ErrorComponents {
  readonly examples: Record<string, unknown> = {};
  readonly responses: Record<string, unknown> = {};

  ref(status: number, codes: string[], schema: string): { $ref: string } {
    const name = [...(schema === 'ApiErrorBody' ? [] : [schema]), status, ...codes].join('.');
    this.responses[name] ??= this.response(status, codes, schema);
    return { $ref: `#/components/responses/${name}` };
  }

  private response(status: number, codes: string[], schema: string) {
    const examples = errorExamples(status, codes, schema);
    const refs: Record<string, { $ref: string }> = {};
    for (const [code, example] of Object.entries(examples)) {
      const name = `${schema === 'ApiErrorBody' ? '' : `${schema}.`}${code}.${status}`;
      this.examples[name] = example;
      refs[code] = { $ref: `#/components/examples/${name}` };
    }
    return {
      description: codes.join(', '),
      ...(status === 429 || codes.includes('DB_UNAVAILABLE')
        ? { headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } }
        : {}),
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: getSchemaPath(schema) },
              {
                type: 'object',
                required: ['statusCode', 'code'],
                properties: {
                  statusCode: { type: 'integer', enum: [status] },
                  code: { type: 'string', enum: codes },
                },
              },
            ],
          },
          examples: refs,
        },
      },
    };
  }
}

/**
 * Two paths of one controller (the superadmin and simple consoles share one) get one operationId
 * from Nest; each keeps it with the path segment that tells them apart.
 */
function uniqueOperationIds(document: OpenAPIObject): void {
  const byId = new Map<string, Array<{ path: string; operation: Operation }>>();
  for (const [path, item] of Object.entries(document.paths))
    for (const operation of Object.values(item) as Operation[])
      if (operation?.operationId)
        byId.set(operation.operationId, [...(byId.get(operation.operationId) ?? []), { path, operation }]);
  for (const [id, uses] of byId) {
    if (uses.length < 2) continue;
    const segments = uses.map(({ path }) => path.split('/'));
    const at = segments[0].findIndex((segment, index) => segments.some((other) => other[index] !== segment));
    uses.forEach(({ operation }, index) => (operation.operationId = `${id}_${segments[index][at]}`));
  }
}

/**
 * The API's OpenAPI document as @nestjs/swagger reads the app (routes, DTOs, @ApiAnswer), with the
 * refusals of every route (route-errors.ts) and the session cookie on the routes that need one.
 * The wire types it names are added by scripts/openapi (generate.ts), which writes api/openapi.json.
 */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('영어학원 API')
      .setDescription(
        '공개 사이트, 회원, 관리자 API. 오류 본문, 목록과 페이지, 세션, 다른 사이트에서 보낸 요청: docs/api.md',
      )
      .setVersion('1.0')
      .addCookieAuth(SESSION_COOKIE)
      .build(),
  );
  const errors = new ErrorComponents();
  for (const route of appRoutes(app)) {
    const operation = document.paths[route.path]?.[route.method as 'get'] as Operation | undefined;
    if (!operation) continue;
    const refusals = routeRefusals(route, operation);
    for (const [status, { codes, schema }] of refusals.statuses)
      operation.responses[String(status)] = errors.ref(status, codes, schema);
    if (refusals.session) operation.security = [{ cookie: [] }];
  }
  uniqueOperationIds(document);
  const components = (document.components ??= {});
  components.examples = { ...components.examples, ...(errors.examples as typeof components.examples) };
  components.responses = { ...components.responses, ...(errors.responses as typeof components.responses) };
  components.headers = { ...components.headers, 'Retry-After': RETRY_AFTER as never };
  return document;
}
