import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The client's types are generated from api/openapi.json (whose own drift test is in the API's
// suite): a route or a wire type changed there without `npm run openapi -w @academy/api` fails here.
describe("the typed client's types", () => {
  it('are what openapi-typescript gives for the checked-in api/openapi.json', () => {
    const check = spawnSync(
      process.execPath,
      [path.join(__dirname, '..', '..', 'scripts', 'api-types.mjs'), '--check'],
      {
        encoding: 'utf8',
      },
    );
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});
