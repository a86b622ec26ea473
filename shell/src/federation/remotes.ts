import type { ComponentType } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import { remoteEntryUrl, routeForPath, type RemoteName, type RemotesManifest } from '@academy/common';

export type { RemoteName };

/** The container name each remote's build declares (tools/federation.config.js). */
const containerName = (name: RemoteName) => `academy_${name}`;
export type RemotePageModule = { default: ComponentType };

let manifest: Promise<RemotesManifest> | null = null;

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
      // Registered on the build plugin's own instance so remotes share its React and antd.
      federation().registerRemotes(
        (Object.keys(remotes) as RemoteName[]).map((name) => ({ name: containerName(name), entry: remoteEntryUrl(remotes[name]) })),
      );
      return remotes;
    })
    .catch((error: unknown) => {
      manifest = null;
      throw error;
    });
  return manifest;
}

/** Forget a remote that failed, so a retry fetches its remoteEntry again. */
export async function resetRemote(name: RemoteName): Promise<void> {
  const remotes = await registeredRemotes();
  federation().registerRemotes([{ name: containerName(name), entry: remoteEntryUrl(remotes[name]) }], { force: true });
}

async function fetchRemotePage(name: RemoteName, module: string): Promise<RemotePageModule> {
  await registeredRemotes();
  const loaded = await federation().loadRemote<RemotePageModule>(`${containerName(name)}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`${name}/${module} did not export a page`);
  return loaded;
}

const pageLoads = new Map<string, Promise<RemotePageModule>>();

/** One load per page; a failed load is forgotten so that a retry tries again. */
export function loadRemotePage(name: RemoteName, module: string): Promise<RemotePageModule> {
  const key = `${name}/${module}`;
  let load = pageLoads.get(key);
  if (!load) {
    load = fetchRemotePage(name, module);
    pageLoads.set(key, load);
    load.catch(() => pageLoads.delete(key));
  }
  return load;
}

/**
 * Starts loading the page a URL needs while the shell itself is still loading, so the remote's
 * chunks arrive alongside React instead of after it (the public pages' LCP depends on it).
 */
export function preloadPageFor(pathname: string): void {
  const route = routeForPath(pathname);
  // Guarded pages wait for the session: a visitor sent from /admin to /login must not download antd.
  if (route && !route.roles) loadRemotePage(route.remote, route.module).catch(() => undefined);
}
