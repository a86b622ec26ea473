import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { folderSource, RemoteBuild, type RemoteBuildVersion } from './remote-build';

function writeBuild(dir: string, entry: string, css = '.hero{color:red}') {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), entry);
  fs.writeFileSync(path.join(dir, 'page.abc.css'), css);
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [
        {
          path: './LandingPage',
          assets: {
            css: { sync: ['page.abc.css'], async: [] },
            js: { sync: ['702.abc.js', '__federation_expose_LandingPage.def.js'], async: ['lazy.js'] },
          },
        },
      ],
    }),
  );
}

describe('RemoteBuild', () => {
  let dir: string;
  let versions: RemoteBuildVersion[];
  let errors: unknown[];
  let build: RemoteBuild;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-build-'));
    versions = [];
    errors = [];
    build = new RemoteBuild(
      folderSource(dir),
      10_000,
      (version) => versions.push(version),
      (error) => errors.push(error),
    );
  });

  it('reads the server entry URL and each page style sheet, inlinable and named for the browser runtime', async () => {
    writeBuild(dir, 'module.exports = 1;', '.a{}</style><script>x</script>');
    await build.check(0);
    const version = build.current(1)!;
    expect(version.serverEntryUrl).toMatch(/^file:\/\/.*\/server\/remoteEntry\.js\?v=[0-9a-f]{16}$/);
    expect(version.styles['./LandingPage']).toBe(
      '<style data-href="page.abc.css">.a{}<\\/style><script>x</script></style>',
    );
    // Its own scripts, to preload beside the entry; chunks it may load later are not among them.
    expect(version.scripts['./LandingPage']).toEqual(['702.abc.js', '__federation_expose_LandingPage.def.js']);
    expect(version.builtAt?.getTime()).toBe(fs.statSync(path.join(dir, 'server', 'remoteEntry.js')).mtime.getTime());
  });

  it('sees a new build once the check time has passed, and only then', async () => {
    writeBuild(dir, 'module.exports = 1;');
    await build.check(0);
    writeBuild(dir, 'module.exports = 2;');
    build.current(5_000);
    await build.check(5_000);
    expect(versions).toHaveLength(2);
    expect(versions[0]!.serverEntryUrl).not.toBe(versions[1]!.serverEntryUrl);
  });

  it('keeps the last good build when the remote cannot be read, and reports why', async () => {
    writeBuild(dir, 'module.exports = 1;');
    await build.check(0);
    fs.rmSync(path.join(dir, 'mf-manifest.json'));
    await build.check(20_000);
    expect(build.current(20_001)).toBe(versions[0]);
    expect(errors).toHaveLength(1);
  });

  it('has nothing to render with before a build was ever read', async () => {
    await build.check(0);
    expect(build.current(1)).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
