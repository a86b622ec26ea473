// chunk-groups.json beside an app's entry: each lazy chunk group given a name in the source
// (`import(/* webpackChunkName: "admin-members" */ …)`) and every script it loads, shared chunks
// included. The server reads the admin remote's and the shell's to name, in the page it sends for an
// admin address, the scripts that address asks for later (the shell's reads chunk, the screen,
// antd), so the browser fetches them beside the shell's own instead of one after another, each
// once the code asking for it has arrived and run (api/src/web/page-scripts.ts).
const { Compilation, sources } = require('webpack');

const FILE_NAME = 'chunk-groups.json';
/** Groups Module Federation names itself (exposed modules, shared libraries): mf-manifest.json lists those. */
const FEDERATION_GROUP = /^__federation_/;

class ChunkGroupsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      // After the real content hashes are in the file names.
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (group.isInitial() || FEDERATION_GROUP.test(name)) continue;
            const files = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
            groups[name] = [...new Set(files)];
          }
          compilation.emitAsset(FILE_NAME, new sources.RawSource(`${JSON.stringify(groups, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { ChunkGroupsPlugin, CHUNK_GROUPS_FILE: FILE_NAME };
