// Production style sheets without comments, indentation or source-map comments: the server inlines
// them into every page it renders, so their size is paid on each first visit. Only changes that
// cannot alter a rule: comments go, runs of white space become one space, and the space around
// braces and semicolons disappears (never around ":" — "a :hover" and "a:hover" differ).
const { Compilation, sources } = require('webpack');

function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

class MinifyCssPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MinifyCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'MinifyCssPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.css')) continue;
          compilation.updateAsset(name, new sources.RawSource(minifyCss(assets[name].source().toString())));
        }
      });
    });
  }
}

module.exports = { MinifyCssPlugin, minifyCss };
