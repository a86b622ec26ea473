// Tells whether a library that must exist once on the page (react, react-dom, react-router-dom,
// antd) was loaded more than once. Three independent witnesses, because each alone misses a case:
//  1. the Module Federation share scope (globalThis.__FEDERATION__.__SHARE__): one loaded provider
//     per shared module — catches a remote that asks for another version and gets its own copy;
//  2. a stand-in React DevTools hook installed before any script runs: every copy of react-dom
//     registers its renderer there at start-up — catches a remote that bundles React privately;
//  3. the scripts themselves: each React package and react-router keep their licence banner
//     (inline or in the chunk's .LICENSE.txt), and antd's chunk carries its version string —
//     catches any private bundle of any of the four, even one the runtime never hears of.
// The copies of a library are the largest count any witness reports.

/** @typedef {{ url: string, body: string }} LoadedScript */
/** @typedef {{ copies: number, scripts: string[], providers: string[], renderers?: number }} LibraryCopies */

/** The antd version the admin remote bundles (the only app that uses antd). */
const ANTD_VERSION = require('remote-admin/package.json').dependencies.antd;

/**
 * antd's own code: its version as a string, or (minified) as the start of the template its theme
 * hashes start with (`${version}-${hash}`).
 */
function carriesAntd(body) {
  return body.includes(`"${ANTD_VERSION}"`) || body.includes(`\`${ANTD_VERSION}-\${`);
}

/** Whether a script is a hashed chunk holding antd's code (not an entry file registering the share). */
function isAntdChunk(url, body) {
  return HASHED_CHUNK.test(url) && carriesAntd(body);
}

/** Which library each recognisable module belongs to, and how to recognise it in a script. */
const MODULE_FINGERPRINTS = [
  { library: 'react', module: 'react', test: ({ license }) => /\breact\.production(\.min)?\.js/.test(license) },
  {
    library: 'react-dom',
    module: 'react-dom',
    test: ({ license }) => /\breact-dom\.production(\.min)?\.js/.test(license),
  },
  {
    library: 'react-dom',
    module: 'react-dom/client',
    test: ({ license }) => /\breact-dom-client\.production(\.min)?\.js/.test(license),
  },
  { library: 'react-router-dom', module: 'react-router', test: ({ license }) => /\breact-router v\d/.test(license) },
  {
    library: 'react-router-dom',
    module: 'react-router-dom',
    test: ({ license }) => /\breact-router-dom v\d/.test(license),
  },
  // Entry files (main.js, remoteEntry.js) name the version only to register the share; library code lives in hashed chunks.
  { library: 'antd', module: 'antd', test: ({ body, hashedChunk }) => hashedChunk && carriesAntd(body) },
];

const LIBRARIES = ['react', 'react-dom', 'react-router-dom', 'antd'];
const HASHED_CHUNK = /\.[0-9a-f]{8,}\.js(\?.*)?$/;
const LICENSE_POINTER = /For license information please see ([^\s*]+\.LICENSE\.txt)/;

/**
 * Runs in the page before any of its scripts (page.addInitScript): a minimal DevTools hook that
 * only records which renderers registered. Self-contained: Playwright sends it as source text.
 */
function installRendererProbe() {
  if (globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  const renderers = new Map();
  const noop = () => undefined;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    checkDCE: noop,
    inject(internals) {
      const id = renderers.size + 1;
      renderers.set(id, { version: internals.version, rendererPackageName: internals.rendererPackageName });
      return id;
    },
    onScheduleFiberRoot: noop,
    onCommitFiberRoot: noop,
    onCommitFiberUnmount: noop,
    onPostCommitFiberRoot: noop,
    setStrictMode: noop,
  };
}

/** Runs in the page: the renderers registered so far and, per shared module, its loaded providers. */
function readRuntimeWitnesses() {
  const hook = globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  const renderers =
    hook && hook.renderers
      ? [...hook.renderers.values()].filter((r) => r.rendererPackageName === 'react-dom').length
      : 0;
  /** @type {Record<string, string[]>} */
  const providers = {};
  const share = (globalThis.__FEDERATION__ && globalThis.__FEDERATION__.__SHARE__) || {};
  for (const scopes of Object.values(share)) {
    for (const modules of Object.values(scopes || {})) {
      for (const [name, versions] of Object.entries(modules || {})) {
        for (const [version, entry] of Object.entries(versions || {})) {
          if (!entry || !(entry.loaded || entry.lib)) continue;
          const provider = `${entry.from}@${version}`;
          providers[name] = providers[name] || [];
          if (!providers[name].includes(provider)) providers[name].push(provider);
        }
      }
    }
  }
  return { renderers, providers };
}

/** The licence text of a script: its inline banners plus the .LICENSE.txt file it points to. */
async function licenseTextOf(script, fetchText) {
  const pointer = LICENSE_POINTER.exec(script.body.slice(0, 300));
  if (!pointer) return script.body;
  const licenseUrl = new URL(pointer[1], script.url).toString();
  return `${script.body}\n${await fetchText(licenseUrl).catch(() => '')}`;
}

/**
 * @param {LoadedScript[]} scripts  every script the page received
 * @param {(url: string) => Promise<string>} fetchText  reads a file from the site (licence files)
 * @returns {Promise<Record<string, string[]>>}  per module: the scripts that carry a copy of it
 */
async function modulesInScripts(scripts, fetchText) {
  /** @type {Record<string, string[]>} */
  const found = {};
  for (const script of scripts) {
    const sample = {
      body: script.body,
      license: await licenseTextOf(script, fetchText),
      hashedChunk: HASHED_CHUNK.test(script.url),
    };
    for (const fingerprint of MODULE_FINGERPRINTS) {
      if (!fingerprint.test(sample)) continue;
      (found[fingerprint.module] = found[fingerprint.module] || []).push(script.url);
    }
  }
  return found;
}

const belongsTo = (library, moduleName) => moduleName === library || moduleName.startsWith(`${library}/`);

/**
 * @param {import('playwright-core').Page} page  a page that ran installRendererProbe before loading
 * @param {LoadedScript[]} scripts  the script responses it received
 * @returns {Promise<Record<string, LibraryCopies>>}
 */
async function sharedLibraryCopies(page, scripts) {
  const runtime = await page.evaluate(readRuntimeWitnesses);
  const fetchText = async (url) => (await page.request.get(url)).text();
  const modules = await modulesInScripts(scripts, fetchText);
  /** @type {Record<string, LibraryCopies>} */
  const result = {};
  for (const library of LIBRARIES) {
    const fingerprints = MODULE_FINGERPRINTS.filter((f) => f.library === library);
    const scriptCopies = Math.max(0, ...fingerprints.map((f) => (modules[f.module] || []).length));
    const providerLists = Object.entries(runtime.providers).filter(
      ([name]) => belongsTo(library, name) || (library === 'react-router-dom' && belongsTo('react-router', name)),
    );
    const providerCopies = Math.max(0, ...providerLists.map(([, list]) => list.length));
    const copies = Math.max(scriptCopies, providerCopies, library === 'react-dom' ? runtime.renderers : 0);
    result[library] = {
      copies,
      scripts: [...new Set(fingerprints.flatMap((f) => modules[f.module] || []))],
      providers: [...new Set(providerLists.flatMap(([, list]) => list))],
      ...(library === 'react-dom' ? { renderers: runtime.renderers } : {}),
    };
  }
  return result;
}

module.exports = {
  LIBRARIES,
  installRendererProbe,
  readRuntimeWitnesses,
  modulesInScripts,
  sharedLibraryCopies,
  isAntdChunk,
};
