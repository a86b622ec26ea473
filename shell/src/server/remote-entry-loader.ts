import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { readFile } from 'fs/promises';
import * as path from 'path';
import { fileURLToPath } from 'url';
import * as vm from 'vm';

declare const __non_webpack_require__: NodeRequire;

/** A remote that does not answer within this fails the page, which the API then renders in the browser. */
const FETCH_TIMEOUT_MS = 5000;

async function entrySource(url: URL): Promise<string> {
  if (url.protocol === 'file:') return readFile(fileURLToPath(url), 'utf8');
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.text();
}

/**
 * Runs a `commonjs-module` container as Node runs a module. Its __dirname is the folder it came
 * from: the node runtime plugin inside it reads its chunks from there when that folder is on this
 * machine, and fetches them next to its URL otherwise.
 */
function evaluate(source: string, url: URL): unknown {
  const filename = url.protocol === 'file:' ? fileURLToPath(url) : url.pathname;
  const module = { exports: {} as unknown };
  const wrapper = vm.runInThisContext(`(function (exports, module, require, __dirname, __filename) {${source}\n})`, {
    filename: url.href,
  });
  wrapper(module.exports, module, __non_webpack_require__, path.dirname(filename), filename);
  return module.exports;
}

/**
 * Loads each remote's server container from the URL the API gives: a file on this machine (a
 * remote served from a local folder) or http(s), with a time limit Node's fetch does not have.
 */
export default function remoteEntryLoader(): ModuleFederationRuntimePlugin {
  return {
    name: 'academy-server-remote-entry',
    async loadEntry({ remoteInfo }) {
      const url = new URL(remoteInfo.entry);
      return evaluate(await entrySource(url), url) as never;
    },
  };
}
