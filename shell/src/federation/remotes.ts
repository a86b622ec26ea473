import type { ComponentType } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import { containerName, remoteEntryUrl, routeForPath, type RemoteName, type RemotesManifest } from '@academy/common';

export type { RemoteName };

export type RemotePageModule = { default: ComponentType };

let manifest: Promise<RemotesManifest> | null = null;
/** On the server: the entry of each remote's server container, as last registered. */
let serverEntries: Partial<RemotesManifest> = {};

/**
 * Remote URLs are decided at run time by the server (REMOTE_*_URL), never baked into this build:
 * the server inlines them into index.html, and /remotes.json answers when it could not.
 */
function readManifest(): Promise<RemotesManifest> {
  const inline = document.getElementById('remotes-manifest')?.textContent;
  if (inline) return Promise.resolve(JSON.parse(inline) as RemotesManifest);
  return fetch('/remotes.json', { credentials: 'same-origin' }).then((response) => {
    if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
    return response.json() as Promise<RemotesManifest>;
  });
}

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

async function registeredRemotes(): Promise<RemotesManifest> {
  manifest ??= readManifest()
    .then((remotes) => {
      // Registered on the build plugin's own instance so remotes share its React.
      federation().registerRemotes(
        (Object.keys(remotes) as RemoteName[]).map((name) => ({
          name: containerName(name),
          entry: remoteEntryUrl(remotes[name]),
        })),
      );
      return remotes;
    })
    .catch((error: unknown) => {
      manifest = null;
      throw error;
    });
  return manifest;
}

const pageLoads = new Map<string, Promise<RemotePageModule>>();
/** Pages already loaded: drawn at once, with no Suspense round (the server and hydration need that). */
const loadedPages = new Map<string, RemotePageModule>();
/** Bumped each time a remote is replaced, so nothing keeps drawing its old pages. */
const generations = new Map<RemoteName, number>();

function forgetPages(name: RemoteName): void {
  for (const map of [pageLoads, loadedPages]) {
    for (const key of map.keys()) if (key.startsWith(`${name}/`)) map.delete(key);
  }
  generations.set(name, remoteGeneration(name) + 1);
}

export function remoteGeneration(name: RemoteName): number {
  return generations.get(name) ?? 0;
}

/** Forget a remote that failed, so a retry fetches its remoteEntry again. */
export async function resetRemote(name: RemoteName): Promise<void> {
  const remotes = await registeredRemotes();
  federation().registerRemotes([{ name: containerName(name), entry: remoteEntryUrl(remotes[name]) }], { force: true });
}

/**
 * The server renderer's remotes: entry URLs of their server containers, given by the API on each
 * render. An entry that changed (a new build of the remote) replaces the old container.
 */
export function setServerRemoteEntries(entries: Partial<RemotesManifest>): void {
  for (const name of Object.keys(entries) as RemoteName[]) {
    const entry = entries[name]!;
    const previous = serverEntries[name];
    if (previous === entry) continue;
    federation().registerRemotes([{ name: containerName(name), entry }], { force: previous !== undefined });
    if (previous !== undefined) forgetPages(name);
  }
  serverEntries = { ...serverEntries, ...entries };
  manifest = Promise.resolve(serverEntries as RemotesManifest);
}
async function fetchRemotePage(name: RemoteName, module: string): Promise<RemotePageModule> {
  await registeredRemotes();
  const loaded = await federation().loadRemote<RemotePageModule>(
    `${containerName(name)}/${module.replace(/^\.\//, '')}`,
  );
  if (!loaded?.default) throw new Error(`${name}/${module} did not export a page`);
  return loaded;
}

/** One load per page; a failed load is forgotten so that a retry tries again. */
export function loadRemotePage(name: RemoteName, module: string): Promise<RemotePageModule> {
  const key = `${name}/${module}`;
  let load = pageLoads.get(key);
  if (!load) {
    load = fetchRemotePage(name, module);
    pageLoads.set(key, load);
    load.then(
      (page) => pageLoads.get(key) === load && loadedPages.set(key, page),
      () => pageLoads.get(key) === load && pageLoads.delete(key),
    );
  }
  return load;
}

/** The page if it has finished loading, else undefined. */
export function loadedPage(name: RemoteName, module: string): RemotePageModule | undefined {
  return loadedPages.get(`${name}/${module}`);
}

/**
 * Starts loading the page a URL needs while the shell itself is still loading, so the remote's
 * chunks arrive alongside React instead of after it (the public pages' LCP depends on it), and a
 * guarded page's own module alongside the session check instead of after it. Resolves when it is
 * loaded.
 */
export function preloadPageFor(pathname: string): Promise<RemotePageModule | undefined> {
  const route = routeForPath(pathname);
  // A guarded page's module is a few KB and draws nothing heavy before it knows the role (the admin
  // section loads antd and its screens only once it renders for an ADMIN): a visitor sent on to
  // /login pays those few KB, never antd.
  if (!route) return Promise.resolve(undefined);
  // A failure shows in the page's own error box when it renders; nothing to report here.
  return loadRemotePage(route.remote, route.module).catch(() => undefined);
}
