import * as fs from 'fs';
import * as path from 'path';
import { REPO_ROOT, startSite } from '../../tools/site-server.cjs';
import { ARTIFACTS_DIR, site } from '../support/site';

/** Each built app: its output folder and where the one-process server serves it. */
const APPS = [
  { dist: 'shell/dist', servedAt: '/' },
  { dist: 'remote-public/dist', servedAt: '/remotes/public/' },
  { dist: 'remote-member/dist', servedAt: '/remotes/member/' },
  { dist: 'remote-admin/dist', servedAt: '/remotes/admin/' },
];

const scriptsOf = (dist: string) => fs.readdirSync(path.join(REPO_ROOT, dist)).filter((file) => file.endsWith('.js'));

describe('source maps of the production build', () => {
  test('no built script names its source map (no sourceMappingURL comment)', () => {
    for (const { dist } of APPS) {
      const scripts = scriptsOf(dist);
      expect(scripts.length).toBeGreaterThan(0);
      // The comment webpack appends (css-loader's runtime carries the same words inside a string).
      const naming = scripts.filter((file) =>
        /^\/\/# sourceMappingURL=/m.test(fs.readFileSync(path.join(REPO_ROOT, dist, file), 'utf8')),
      );
      expect({ dist, naming }).toEqual({ dist, naming: [] });
    }
  });

  test('by default no .map is served — for the shell, each remote, or a made-up name — and scripts carry no SourceMap header', async () => {
    for (const { dist, servedAt } of APPS) {
      const entry = dist.startsWith('shell') ? 'main.js' : 'remoteEntry.js';
      const script = await fetch(site.url(`${servedAt}${entry}`));
      expect({ entry, status: script.status, sourceMap: script.headers.get('sourcemap') }).toEqual({
        entry,
        status: 200,
        sourceMap: null,
      });
      for (const file of [...scriptsOf(dist).slice(0, 3), 'no-such-file.js']) {
        const map = await fetch(site.url(`${servedAt}${file}.map`), { headers: { Accept: 'text/html,*/*' } });
        expect({ file: `${servedAt}${file}.map`, status: map.status }).toEqual({
          file: `${servedAt}${file}.map`,
          status: 404,
        });
      }
    }
  });

  test('SOURCE_MAPS=public (a run-time switch) serves them and names each in a SourceMap header', async () => {
    const publicSite = await startSite({
      logFile: path.join(ARTIFACTS_DIR, 'site-server-source-maps.log'),
      env: { SOURCE_MAPS: 'public' },
    });
    try {
      for (const { dist, servedAt } of APPS) {
        const entry = dist.startsWith('shell') ? 'main.js' : 'remoteEntry.js';
        const script = await fetch(`${publicSite.baseUrl}${servedAt}${entry}`);
        expect({ entry, sourceMap: script.headers.get('sourcemap') }).toEqual({ entry, sourceMap: `${entry}.map` });
        const map = await fetch(`${publicSite.baseUrl}${servedAt}${entry}.map`);
        expect({ entry, status: map.status }).toEqual({ entry, status: 200 });
        expect((await map.json()).version).toBe(3);
      }
    } finally {
      await publicSite.stop();
    }
  });
});
