// The scripts the shell's entry asks for as soon as it runs: the chunk of its `import('./bootstrap')`
// and the chunks of the shared libraries it provides (React, React DOM, the router, the shared
// context). They are known only once main.js has run, so without a hint the browser learns of
// them a round trip late; index.html's start script preloads them as it inserts main.js.
// Pages' own chunks (lazy routes) are not in the list: only what every page needs to start.

const BOOTSTRAP_REQUEST = './bootstrap';

/**
 * A chunk group made for a library the shell provides to the share scope (a ProvideSharedModule's
 * factory). The shell is the provider every app uses, so these are the copies the page loads; its
 * own fallbacks (ConsumeSharedModule) would load only if nobody provided the library.
 */
function isProvidedLibrary(group) {
  return group.origins.some((origin) => origin.module && origin.module.constructor.name === 'ProvideSharedModule');
}

/** Public URLs of the start-up scripts, in the order webpack made their chunks. */
function startupScripts(compilation, publicPath = '/') {
  const initial = new Set();
  for (const entrypoint of compilation.entrypoints.values())
    for (const chunk of entrypoint.chunks) for (const file of chunk.files) initial.add(file);
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    const fromBootstrap = group.origins.some((origin) => origin.request === BOOTSTRAP_REQUEST);
    if (!fromBootstrap && !isProvidedLibrary(group)) continue;
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith('.js') && !initial.has(file)) files.add(file);
  }
  return [...files].map((file) => `${publicPath}${file}`);
}

module.exports = { startupScripts };
