import 'reflect-metadata';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { createApp } from '../../src/app.factory';
import { resolveSecrets } from '../../src/config/app-config';
import { parseEnv } from '../../src/config/env';
import { appRoutes, type AppRoute } from '../../src/openapi/app-routes';
import { createOpenApiDocument } from '../../src/openapi/openapi-document';
import { sortedKeys } from '../../src/openapi/openapi-file';
import { wireSchemas } from './wire-schemas';

const SCHEMA_REF = /"#\/components\/schemas\/([^"]+)"/g;

/** The schema names a document refers to. */
const referencedNames = (value: unknown) =>
  new Set([...JSON.stringify(value).matchAll(SCHEMA_REF)].map(([, name]) => decodeURIComponent(name)));

export interface GeneratedOpenApi {
  document: OpenAPIObject;
  /** Every route the app registers (test/openapi.e2e-spec.ts checks each is described). */
  routes: AppRoute[];
}

/**
 * The API's OpenAPI document: the app built as the server builds it (embedded SQLite in a
 * temporary folder, no network, no demo content), read by @nestjs/swagger, with the JSON Schemas
 * of the wire types its routes name generated from @academy/common's source. Keys sorted, so the
 * same code always gives the same document.
 */
export async function generateOpenApi(): Promise<GeneratedOpenApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-openapi-'));
  let document: OpenAPIObject;
  let routes: AppRoute[];
  try {
    const config = resolveSecrets(parseEnv({ DATA_DIR: dataDir, SEED_DEMO: 'false', API_DOCS: 'false' }));
    const app = await createApp(config, { logger: false, serveWebApps: false });
    try {
      document = createOpenApiDocument(app);
      routes = appRoutes(app);
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const schemas = (document.components ??= {}).schemas ?? {};
  const wanted = [...referencedNames(document)].filter((name) => !(name in schemas)).sort();
  for (const [name, schema] of Object.entries(wireSchemas(wanted))) {
    if (name in schemas) throw new Error(`${name}: a request DTO and a wire type of @academy/common share the name`);
    schemas[name] = schema as (typeof schemas)[string];
  }
  // An error body may carry what its route adds (ApiError's `extra`: a console login's `success`,
  // a taken slug's `suggestion`); the routes that add something name the extended type.
  delete (schemas.ApiErrorBody as { additionalProperties?: unknown }).additionalProperties;
  document.components.schemas = schemas;
  const missing = [...referencedNames(document)].filter((name) => !(name in schemas));
  if (missing.length > 0) throw new Error(`schemas referred to but not defined: ${missing.join(', ')}`);
  return { document: sortedKeys(document) as OpenAPIObject, routes };
}
