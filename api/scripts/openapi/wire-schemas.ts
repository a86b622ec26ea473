import * as path from 'path';
import { createGenerator } from 'ts-json-schema-generator';
import { toOpenApiSchema } from './to-openapi-schema';

const COMMON = path.resolve(__dirname, '..', '..', '..', 'common');

/**
 * The JSON Schemas of wire types exported by @academy/common, read from its TypeScript source
 * (descriptions from the doc comments), with every type they name, as OpenAPI 3.0 schemas.
 */
export function wireSchemas(names: Iterable<string>): Record<string, unknown> {
  const generator = createGenerator({
    path: path.join(COMMON, 'src', 'index.ts'),
    tsconfig: path.join(COMMON, 'tsconfig.json'),
    // common's own build and typecheck check it; here only its types are read.
    skipTypeCheck: true,
    expose: 'export',
    jsDoc: 'extended',
    additionalProperties: false,
    sortProps: true,
    encodeRefs: false,
  });
  const definitions: Record<string, unknown> = {};
  for (const name of names) {
    let schema: { definitions?: Record<string, unknown> };
    try {
      schema = generator.createSchema(name) as typeof schema;
    } catch (error) {
      throw new Error(`${name}: not a type @academy/common exports (${(error as Error).message})`, {
        cause: error,
      });
    }
    Object.assign(definitions, schema.definitions);
  }
  return Object.fromEntries(Object.entries(definitions).map(([name, schema]) => [name, toOpenApiSchema(schema)]));
}
