import { createHash } from 'crypto';
import { readFile, stat } from 'fs/promises';
import * as path from 'path';
import { pathToFileURL } from 'url';

/** Where a remote's build can be read from this server: a local folder, or its http(s) address. */
export interface BuildSource {
  /** For the log: the folder or URL. */
  readonly label: string;
  /** The URL the shell's server renderer loads the server container from. */
  serverEntryUrl(version: string): string;
  read(file: string): Promise<Buffer>;
  /** When the file was built, if the source can tell. */
  modifiedAt(file: string): Promise<Date | null>;
}

const FETCH_TIMEOUT_MS = 5000;
/** Build files are named by webpack; anything else (a path, a query) is refused. */
const BUILD_FILE = /^(server\/)?[\w.-]+$/;

function checkedName(file: string): string {
  if (!BUILD_FILE.test(file) || file.includes('..')) throw new Error(`not a build file: ${file}`);
  return file;
}

export function folderSource(dir: string): BuildSource {
  return {
    label: dir,
    serverEntryUrl: (version) => `${pathToFileURL(path.join(dir, 'server', 'remoteEntry.js')).href}?v=${version}`,
    read: (file) => readFile(path.join(dir, checkedName(file))),
    modifiedAt: async (file) => (await stat(path.join(dir, checkedName(file)))).mtime,
  };
}

export function httpSource(base: string): BuildSource {
  const folder = base.endsWith('/') ? base : `${base.replace(/\/remoteEntry\.js$/, '')}/`;
  const get = async (file: string) => {
    const response = await fetch(new URL(checkedName(file), folder), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${new URL(file, folder).href} answered ${response.status}`);
    return response;
  };
  return {
    label: folder,
    serverEntryUrl: (version) => `${new URL('server/remoteEntry.js', folder).href}?v=${version}`,
    read: async (file) => Buffer.from(await (await get(file)).arrayBuffer()),
    modifiedAt: async (file) => {
      const modified = (await get(file)).headers.get('last-modified');
      return modified ? new Date(modified) : null;
    },
  };
}

/** One build of a remote, as the server renders with it. */
export interface RemoteBuildVersion {
  /** A hash of its server container and its browser build's manifest. */
  version: string;
  serverEntryUrl: string;
  /** Per exposed page ('./LandingPage'): <style> blocks of its style sheets. */
  styles: Record<string, string>;
  /** Per exposed page: its own scripts, named relative to the remote's entry. */
  scripts: Record<string, string[]>;
  builtAt: Date | null;
}

interface FederationManifest {
  exposes: Array<{ path: string; assets: { css: { sync: string[] }; js: { sync: string[] } } }>;
}

/**
 * A remote's build as the server knows it. Checked again at most every `checkMs` (never while a
 * request waits: the check runs beside it); a changed server container is a new version.
 */
export class RemoteBuild {
  private latest: RemoteBuildVersion | null = null;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly source: BuildSource,
    private readonly checkMs: number,
    private readonly onVersion: (version: RemoteBuildVersion, previous: RemoteBuildVersion | null) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The version to render with now (null until one has been read); starts a check when due. */
  current(now = Date.now()): RemoteBuildVersion | null {
    if (now - this.checkedAt >= this.checkMs) void this.check(now);
    return this.latest;
  }

  /** Reads the build again if it changed; failures keep the last good version. */
  check(now = Date.now()): Promise<void> {
    this.checking ??= this.read()
      .then((found) => {
        if (found) {
          const previous = this.latest;
          this.latest = found;
          this.onVersion(found, previous);
        }
      })
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.checkedAt = now;
        this.checking = null;
      });
    return this.checking;
  }

  /** The new version, or null when the container is the one already known. */
  private async read(): Promise<RemoteBuildVersion | null> {
    // A new build changes the server container (its chunks are content-hashed) or, for a change
    // of style only, the browser build's manifest (its style sheets are too).
    const [entry, manifestFile] = await Promise.all([
      this.source.read('server/remoteEntry.js'),
      this.source.read('mf-manifest.json'),
    ]);
    const version = createHash('sha256').update(entry).update(manifestFile).digest('hex').slice(0, 16);
    if (version === this.latest?.version) return null;
    const manifest = JSON.parse(manifestFile.toString('utf8')) as FederationManifest;
    const styles: Record<string, string> = {};
    const scripts: Record<string, string[]> = {};
    for (const expose of manifest.exposes) {
      scripts[expose.path] = expose.assets.js.sync;
      const sheets = await Promise.all(
        expose.assets.css.sync.map(async (file) => [file, (await this.source.read(file)).toString('utf8')] as const),
      );
      styles[expose.path] = sheets
        .map(([file, css]) => `<style data-href="${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`)
        .join('');
    }
    const builtAt = await this.source.modifiedAt('server/remoteEntry.js').catch(() => null);
    return { version, serverEntryUrl: this.source.serverEntryUrl(version), styles, scripts, builtAt };
  }

  get label(): string {
    return this.source.label;
  }
}
