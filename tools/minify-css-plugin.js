// Production style sheets without comments, indentation or source-map comments: the server inlines
// them into every page it renders, so their size is paid on each first visit. Only changes that
// cannot alter a rule: comments go, runs of white space become one space, the space around braces
// and semicolons disappears, and so does the space after ":" and "," inside a block of
// declarations (never in a selector: "a :hover" and "a:hover" differ; never inside a string).
const { Compilation, sources } = require('webpack');

const STRING_OR_DECLARATIONS = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|\{([^{}]*)\}/g;

function tightenDeclarations(css) {
  return css.replace(STRING_OR_DECLARATIONS, (match, string, declarations) => {
    if (string !== undefined) return match;
    // Strings inside the block are kept whole: split them out, tighten the rest.
    const parts = declarations.split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/);
    return `{${parts.map((part, i) => (i % 2 ? part : part.replace(/([:,])\s+/g, '$1'))).join('')}}`;
  });
}

function minifyCss(css) {
  return tightenDeclarations(
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};])\s*/g, '$1')
      .replace(/;}/g, '}')
      .trim(),
  );
}

class MinifyCssPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MinifyCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MinifyCssPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.css')) continue;
            compilation.updateAsset(name, new sources.RawSource(minifyCss(assets[name].source().toString())));
          }
        },
      );
    });
  }
}

module.exports = { MinifyCssPlugin, minifyCss };
