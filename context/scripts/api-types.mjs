#!/usr/bin/env node
/*
 * Writes src/api-client/openapi.ts, the types of the typed client, from api/openapi.json with
 * openapi-typescript. `npm run openapi -w @academy/api` runs it after writing the document;
 * `--check` exits 1 when the checked-in file is not what the document gives (npm test runs it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DOCUMENT_FILE = path.resolve(here, '..', '..', 'api', 'openapi.json');
export const TYPES_FILE = path.resolve(here, '..', 'src', 'api-client', 'openapi.ts');
const BASE = '/api';

const HEADER = `// Generated from api/openapi.json by context/scripts/api-types.mjs (npm run openapi -w @academy/api).
// Do not edit: a route or a wire type changes in the API, then this file is generated again.
`;

/** The document's paths below /api: the client adds the base (API_BASE), the screens name the rest. */
export function belowBase(document) {
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([route, item]) => [
      route.startsWith(`${BASE}/`) ? route.slice(BASE.length) : route,
      item,
    ]),
  );
  return { ...document, servers: [{ url: BASE }], paths };
}

export async function apiTypes(documentText = fs.readFileSync(DOCUMENT_FILE, 'utf8')) {
  // A default is what the server fills in when a field is left out, so the field stays optional.
  const ast = await openapiTS(belowBase(JSON.parse(documentText)), { defaultNonNullable: false });
  return HEADER + astToString(ast);
}

async function main() {
  const text = await apiTypes();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : '';
    if (current !== text) {
      console.error(
        `${path.relative(process.cwd(), TYPES_FILE)} 이 api/openapi.json 과 다릅니다: npm run openapi -w @academy/api 로 다시 만드세요.`,
      );
      process.exit(1);
    }
    return;
  }
  fs.writeFileSync(TYPES_FILE, text);
  console.log(`${path.relative(process.cwd(), TYPES_FILE)}: ${Buffer.byteLength(text)} bytes`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
