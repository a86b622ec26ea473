import * as fs from 'fs';
import * as path from 'path';
import type { OpenAPIObject } from '@nestjs/swagger';

/** The checked-in document (src/openapi and dist/openapi are both two folders below it). */
export const OPENAPI_FILE = path.resolve(__dirname, '..', '..', 'openapi.json');

/** Keys sorted at every depth, arrays as they are: the same document is always the same bytes. */
export function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/** api/openapi.json as written: sorted keys, two spaces, a final newline. */
export const openApiText = (document: unknown): string => `${JSON.stringify(sortedKeys(document), null, 2)}\n`;

/**
 * What /api/docs serves when API_DOCS is on: the generated document, so the page and the file
 * never disagree (test/openapi.e2e-spec.ts fails when the file is older than the code).
 */
export function readOpenApiDocument(file = OPENAPI_FILE): OpenAPIObject {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as OpenAPIObject;
  } catch (error) {
    throw new Error(
      `API_DOCS: ${file} 을 읽을 수 없습니다 (npm run openapi -w @academy/api 로 만듭니다): ${(error as Error).message}`,
      { cause: error },
    );
  }
}
