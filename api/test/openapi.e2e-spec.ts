import * as fs from 'fs';
import { ApiPropertyOptional, type OpenAPIObject } from '@nestjs/swagger';
import { generateOpenApi } from '../scripts/openapi/generate';
import { OneOfField } from '../src/http/fields';
import type { AppRoute } from '../src/openapi/app-routes';
import { OPENAPI_FILE, openApiText } from '../src/openapi/openapi-file';
import {
  dtoClassesOf,
  firstDifference,
  schemaValidator,
  successStatus,
  undocumentedProperties,
} from './support/openapi-checks';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses: Record<string, Response | { $ref: string }>;
};
type Media = { schema?: unknown; example?: unknown; examples?: Record<string, { $ref?: string; value?: unknown }> };
type Response = { content?: Record<string, Media>; headers?: Record<string, unknown> };

/** Routes that can refuse nothing: the liveness probe answers while the process runs. */
const NO_REFUSALS = new Set(['get /api/health/live']);

class NoEnumQuery {
  @ApiPropertyOptional()
  @OneOfField(['a', 'b'], 'a 또는 b')
  status?: string;
}

let document: OpenAPIObject;
let routes: AppRoute[];

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const operationOf = (route: AppRoute) => document.paths[route.path]?.[route.method as 'get'] as Operation | undefined;

function resolved(response: Response | { $ref: string }): Response {
  if (!('$ref' in response)) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  return document.components!.responses![name] as Response;
}

beforeAll(async () => {
  ({ document, routes } = await generateOpenApi());
}, 120_000);

describe('api/openapi.json (e2e)', () => {
  it('is what the code generates now, byte for byte', () => {
    const stored = fs.readFileSync(OPENAPI_FILE, 'utf8');
    const fresh = openApiText(document);
    const at =
      stored === fresh ? null : (firstDifference(JSON.parse(stored), JSON.parse(fresh)) ?? '(formatting only)');
    // Null when up to date; else the message names the command and where the file is behind the code.
    expect(
      at && `api/openapi.json is stale: run \`npm run openapi -w @academy/api\` (first difference at ${at})`,
    ).toBeNull();
  });

  it('describes every route Nest registers, and no other', () => {
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(routes.length).toBeGreaterThan(100);
    expect(described.sort()).toEqual(routes.map(keyOf).sort());
  });

  it('gives each route its success answer, with a schema or a content type, under the status Nest answers', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const operation = operationOf(route)!;
      const status = successStatus(route);
      const response = operation.responses[String(status)] as Response | undefined;
      if (!response) {
        problems.push(`${keyOf(route)}: no ${status} answer (has ${Object.keys(operation.responses).join(', ')})`);
        continue;
      }
      const described =
        status >= 300
          ? response.headers?.Location !== undefined
          : route.method === 'head'
            ? true
            : Object.values(response.content ?? {}).some((media) => media.schema !== undefined);
      if (!described) problems.push(`${keyOf(route)}: the ${status} answer has no schema`);
      if (!operation.summary) problems.push(`${keyOf(route)}: no summary`);
      if (!operation.tags?.length) problems.push(`${keyOf(route)}: no tag`);
    }
    expect(problems).toEqual([]);
  });

  it('gives each route its refusals in the one error body, with the codes it can answer', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const errors = Object.entries(operationOf(route)!.responses).filter(([status]) => Number(status) >= 400);
      if (errors.length === 0 && !NO_REFUSALS.has(keyOf(route))) problems.push(`${keyOf(route)}: no error answer`);
      for (const [status, response] of errors) {
        const media = resolved(response).content?.['application/json'];
        const text = JSON.stringify(media?.schema ?? {});
        if (!text.includes('#/components/schemas/ApiErrorBody') && !text.includes('#/components/schemas/Health')) {
          const extended = /#\/components\/schemas\/(\w+)/.exec(text)?.[1];
          const schema = extended ? (document.components!.schemas![extended] as { properties?: object }) : undefined;
          if (!schema?.properties || !('code' in schema.properties))
            problems.push(`${keyOf(route)}: the ${status} answer is not an error body`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('names a Korean example for every code of every error answer', () => {
    for (const response of Object.values(document.components!.responses!) as Response[]) {
      const media = response.content!['application/json'];
      const codes = ((media.schema as { allOf: Array<{ properties?: { code: { enum: string[] } } }> }).allOf[1]
        .properties?.code.enum ?? []) as string[];
      expect(Object.keys(media.examples ?? {}).sort()).toEqual([...codes].sort());
    }
  });

  it('has examples that fit their schemas', () => {
    const validator = schemaValidator(document);
    const failures: string[] = [];
    let checked = 0;
    const checkResponse = (where: string, response: Response) => {
      for (const [type, media] of Object.entries(response.content ?? {})) {
        const examples = Object.entries(media.examples ?? {}).map(([code, example]): [string, unknown] => [
          code,
          example.$ref
            ? (document.components!.examples![example.$ref.replace('#/components/examples/', '')] as { value: unknown })
                .value
            : example.value,
        ]);
        if (media.example !== undefined) examples.push(['example', media.example]);
        if (examples.length === 0) continue;
        const validate = validator(media.schema);
        for (const [name, value] of examples) {
          checked++;
          if (!validate(value)) failures.push(`${where} ${type} ${name}: ${JSON.stringify(validate.errors)}`);
        }
      }
    };
    for (const [name, response] of Object.entries(document.components!.responses!))
      checkResponse(`components.responses.${name}`, response as Response);
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item) as Array<[string, Operation]>)
        for (const [status, response] of Object.entries(operation.responses))
          if (!('$ref' in response)) checkResponse(`${method} ${path} ${status}`, response);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('documents every property the request DTOs validate, a choice as an enum', () => {
    const dtos = new Set(routes.flatMap(dtoClassesOf));
    expect(dtos.size).toBeGreaterThan(20);
    const seen = new Set<never>();
    expect([...dtos].flatMap((dto) => undocumentedProperties(dto, seen))).toEqual([]);
    // The enum check reads the field rule's name: it must still find the choices.
    expect(undocumentedProperties(NoEnumQuery)).toEqual([
      { dto: 'NoEnumQuery', property: 'status', problem: 'a choice without enum' },
    ]);
  });

  it('reads no request field as a bare object (a `string | null` property needs `type: String`)', () => {
    expect(Object.keys(document.components!.schemas!)).not.toContain('Object');
  });

  it('gives every operation an id of its own', () => {
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item as Record<string, Operation>).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
