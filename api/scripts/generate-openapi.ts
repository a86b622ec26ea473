/**
 * Writes api/openapi.json from the app: npm run openapi -w @academy/api. Run it after changing a
 * route, a DTO or a wire type; `npm test` fails while the checked-in file is older than the code.
 */
import * as fs from 'fs';
import { OPENAPI_FILE, openApiText } from '../src/openapi/openapi-file';
import { generateOpenApi } from './openapi/generate';

async function main() {
  const started = Date.now();
  const { document } = await generateOpenApi();
  const text = openApiText(document);
  fs.writeFileSync(OPENAPI_FILE, text);
  const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
  console.log(
    `${OPENAPI_FILE}: ${Object.keys(document.paths).length} paths, ${operations} operations, ` +
      `${Object.keys(document.components?.schemas ?? {}).length} schemas, ${Buffer.byteLength(text)} bytes ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
