/**
 * JSON Schema (draft-07, what ts-json-schema-generator writes) to the schema objects of OpenAPI
 * 3.0, the version @nestjs/swagger writes: references point into components/schemas, `null` is
 * `nullable: true`, `const` is a one-value enum, `examples` is `example`.
 */

type Schema = Record<string, unknown>;

const isNull = (schema: unknown) => (schema as Schema)?.type === 'null';

function ref(value: string): string {
  const prefix = '#/definitions/';
  if (!value.startsWith(prefix)) throw new Error(`unexpected reference ${value}`);
  return `#/components/schemas/${decodeURIComponent(value.slice(prefix.length))}`;
}

/** `{ $ref }` cannot carry `nullable` beside it in OpenAPI 3.0: it goes inside an allOf. */
function nullable(schema: Schema): Schema {
  return '$ref' in schema ? { allOf: [schema], nullable: true } : { ...schema, nullable: true };
}

export function toOpenApiSchema(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(toOpenApiSchema);
  if (input === null || typeof input !== 'object') return input;
  const schema = input as Schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || key === 'definitions') continue;
    if (key === '$ref') out.$ref = ref(value as string);
    else if (key === 'const') out.enum = [value];
    else if (key === 'examples') out.example = (value as unknown[])[0];
    else if (key === 'properties' || key === 'patternProperties')
      out[key] = Object.fromEntries(Object.entries(value as Schema).map(([name, v]) => [name, toOpenApiSchema(v)]));
    else out[key] = toOpenApiSchema(value);
  }
  if (Array.isArray(out.type)) {
    const types = (out.type as string[]).filter((type) => type !== 'null');
    if (types.length !== 1) throw new Error(`a schema of several types: ${JSON.stringify(schema)}`);
    out.type = types[0];
    if (types.length < (schema.type as string[]).length) out.nullable = true;
  }
  if (Array.isArray(out.enum) && out.enum.includes(null)) {
    out.enum = out.enum.filter((value) => value !== null);
    out.nullable = true;
  }
  if (out.enum && !out.type) {
    const types = new Set((out.enum as unknown[]).map((value) => typeof value));
    if (types.size === 1) out.type = [...types][0];
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = out[key] as Schema[] | undefined;
    if (!members?.some(isNull)) continue;
    const rest = members.filter((member) => !isNull(member));
    delete out[key];
    if (rest.length === 1) return nullable({ ...out, ...rest[0] });
    return { ...out, [key]: rest, nullable: true };
  }
  return out;
}
