import { routeForPath } from '@academy/common';
import type { BuildSource } from './remote-build';

/** What the server reads of a browser build: its exposed modules' and its named chunk groups' scripts. */
export interface BuildScripts {
  /** Per exposed module of a remote ('./AdminSection'): the scripts it loads first. */
  exposes: Record<string, string[]>;
  /** Per named lazy chunk group (tools/chunk-groups-plugin.js): every script it loads. */
  groups: Record<string, string[]>;
}

interface FederationManifest {
  exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
}

/**
 * The chunk groups an admin address opens with, by the names remote-admin gives them
 * (remote-admin/src/pages/admin-screens.tsx): antd's provider, the screen at /admin/<path> and its
 * companions (`admin-<path>-<what>`, such as the analytics chart). /admin itself is the dashboard.
 */
export function adminOpeningGroups(pathname: string, groups: readonly string[]): string[] {
  const screen = pathname.split('/')[2] || 'dashboard';
  const own = `admin-${screen}`;
  return groups.filter((name) => name === 'admin-antd' || name === own || name.startsWith(`${own}-`));
}

/**
 * The scripts a client-rendered address asks for once the shell has run, in the order it asks:
 * the shell's chunk that starts the route's reads (`<reads>-reads`, absolute: '/admin-reads.1.js'),
 * then, named relative to the remote's entry, the route's module and its opening screen.
 */
export function scriptsFor(pathname: string, remote: BuildScripts, shell: BuildScripts): string[] {
  const route = routeForPath(pathname);
  if (!route) return [];
  const reads = route.reads ? (shell.groups[`${route.reads}-reads`] ?? []).map((file) => `/${file}`) : [];
  const opening = route.path === '/admin/*' ? adminOpeningGroups(pathname, Object.keys(remote.groups)) : [];
  return [
    ...new Set([
      ...reads,
      ...(remote.exposes[route.module] ?? []),
      ...opening.flatMap((name) => remote.groups[name] ?? []),
    ]),
  ];
}

async function readScripts(source: BuildSource, { federated }: { federated: boolean }): Promise<BuildScripts> {
  const groups = JSON.parse((await source.read('chunk-groups.json')).toString('utf8')) as Record<string, string[]>;
  if (!federated) return { exposes: {}, groups };
  const manifest = JSON.parse((await source.read('mf-manifest.json')).toString('utf8')) as FederationManifest;
  return { exposes: Object.fromEntries(manifest.exposes.map((e) => [e.path, e.assets.js.sync])), groups };
}

/**
 * The scripts the server names in the pages it sends for a remote's client-rendered addresses
 * (index-html.ts's page scripts, which the shell's start script preloads with its own first
 * chunks). Both builds are read again at most every `checkMs`, beside a request, never before one:
 * until the first read, and while they cannot be read, pages name no scripts and load as they
 * would without (each chunk once the code asking for it has run).
 */
export class PageScripts {
  private latest: { remote: BuildScripts; shell: BuildScripts } | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly remote: BuildSource,
    private readonly shell: BuildSource,
    private readonly checkMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The scripts of an address of this remote ([] until the builds have been read). */
  for(pathname: string, now = Date.now()): string[] {
    if (now - this.checkedAt >= this.checkMs) void this.check(now);
    return this.latest ? scriptsFor(pathname, this.latest.remote, this.latest.shell) : [];
  }

  check(now = Date.now()): Promise<void> {
    this.checking ??= Promise.all([
      readScripts(this.remote, { federated: true }),
      readScripts(this.shell, { federated: false }),
    ])
      .then(([remote, shell]) => {
        this.latest = { remote, shell };
      })
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.checkedAt = now;
        this.checking = null;
      });
    return this.checking;
  }
}
