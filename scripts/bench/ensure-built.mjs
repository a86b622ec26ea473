// Builds only what is missing, like `npm start` does, so a fresh clone can run the bench at once.
import { spawnSync } from 'node:child_process';
import site from '../../tools/site-server.cjs';

/** @param {Array<[string, string]>} [outputs] what must exist (default: the whole site) */
export function ensureBuilt(outputs = site.BUILD_OUTPUTS) {
  const missing = site.missingBuilds(outputs);
  if (!missing.length) return;
  console.log(`빌드가 필요한 패키지: ${missing.join(', ')}`);
  const scopes = missing.flatMap((name) => ['--scope', name]);
  const result = spawnSync('npx', ['lerna', 'run', 'build', ...scopes, '--include-dependencies'], {
    cwd: site.REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the build failed; see the output above');
}
