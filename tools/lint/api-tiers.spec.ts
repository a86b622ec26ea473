import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// tools/lint/api-tiers.mjs (run by `npm run lint`) on the real api/src and on planted copies of its
// folder list: a folder in no tier of eslint.config.mjs fails the lint, and so does a tier naming a
// folder that is gone.
const CHECK = path.join(__dirname, 'api-tiers.mjs');
const API_SRC = path.join(__dirname, '..', '..', 'api', 'src');

function check(dir?: string) {
  const result = spawnSync(process.execPath, dir ? [CHECK, dir] : [CHECK], { encoding: 'utf8' });
  return { status: result.status, stderr: result.stderr };
}

const realFolders = fs
  .readdirSync(API_SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

let planted: string;
beforeEach(() => {
  planted = fs.mkdtempSync(path.join(os.tmpdir(), 'api-tiers-'));
});
afterEach(() => {
  fs.rmSync(planted, { recursive: true, force: true });
});

const plant = (folders: string[]) => folders.forEach((folder) => fs.mkdirSync(path.join(planted, folder)));

describe('every api/src folder is in a tier', () => {
  it('holds for the repository', () => {
    expect(check()).toEqual({ status: 0, stderr: '' });
  });

  it('fails on a new folder no tier names', () => {
    plant([...realFolders, 'planted']);
    const result = check(planted);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('/planted/ is in no tier');
  });

  it('fails on a tier naming a folder that is gone', () => {
    plant(realFolders.filter((folder) => folder !== 'site'));
    const result = check(planted);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('names site/');
  });
});
