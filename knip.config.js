// knip, run by `npm run lint`: every dependency a package.json lists is imported, every import is
// listed by its package, and every file is reached from an entry. Unused exports are not checked
// (yet): see docs/decisions.md, "One rule, one place". Each ignore below says why it is no finding.

/**
 * What tools/federation.config.js loads. Each front end's webpack.config.js requires that file by
 * path, so knip counts its imports as the root's, while they are the front ends' build dependencies
 * and resolve from their package.json. knip reads the loaders of a single webpack configuration
 * (remote-admin) but not of the shell's, remote-public's and remote-member's two (browser and
 * server), so those lists are longer.
 */
const FEDERATION_PLUGINS = ['@module-federation/enhanced', 'html-webpack-plugin', 'minimizer-webpack-plugin'];
const FEDERATION_LOADERS = ['css-loader', 'mini-css-extract-plugin', 'ts-loader'];
const SERVER_BUILD = ['@module-federation/node'];

/**
 * Entries of a front end: what the route table exposes (src/pages/*), the bootstrap its entry loads
 * and, where knip cannot read the webpack configuration, the entry itself.
 */
const FRONT_END_ENTRY = ['src/pages/*.tsx', 'src/bootstrap.tsx'];
const TWO_BUILD_ENTRY = [...FRONT_END_ENTRY, 'src/index.ts'];

/** @type {import('knip').KnipConfig} */
module.exports = {
  include: [
    'files',
    'dependencies',
    'devDependencies',
    'optionalPeerDependencies',
    'unlisted',
    'binaries',
    'unresolved',
  ],
  workspaces: {
    '.': {
      entry: [
        'scripts/*.mjs',
        'scripts/{bench,soak,lib}/*.mjs',
        'tools/*.{js,cjs,mjs}',
        'tools/lint/*.mjs',
        'tools/**/*.spec.ts',
        'tools/jest.config.js',
        'deploy/*.mjs',
      ],
      project: ['scripts/**/*.mjs', 'tools/**/*.{ts,js,cjs,mjs}', 'deploy/*.mjs'],
      ignoreDependencies: [
        // tools/federation.config.js and its webpack plugins: the front ends' (see FEDERATION_PLUGINS).
        ...FEDERATION_PLUGINS,
        ...SERVER_BUILD,
        'mini-css-extract-plugin',
        'webpack',
        // tools/jest/ is the packages' jest preset: each package's jest.config.js loads it and lists these.
        '@testing-library/jest-dom',
        'jest-environment-jsdom',
        // The root's own spec run (tools/jest.config.js) transforms with @swc/jest, whose peer this is;
        // package.json "overrides" pins every workspace's copy to this version too.
        '@swc/core',
        // tools/shared-react-router.mjs narrows react-router-dom's re-export of react-router, at the
        // version react-router-dom itself depends on (the front ends list react-router-dom).
        'react-router',
        // The bench and soak scripts drive what the workspaces install: the browser of e2e/ (also read
        // by tools/shared-libraries.cjs), and the API's load generator and Nest (bench/bare-nest.mjs
        // measures Nest without our app). scripts/test.mjs requires mysql2 from api/ explicitly.
        'playwright-core',
        'autocannon',
        '@nestjs/common',
        '@nestjs/core',
        'reflect-metadata',
        'mysql2',
      ],
    },
    common: {},
    // scripts/api-types.mjs: run by the API's `npm run openapi` and by src/api-client/openapi-types.spec.ts.
    context: { entry: ['scripts/*.mjs'] },
    api: {
      entry: ['src/main.ts', 'src/migrate.ts', 'test/**/*.e2e-spec.ts', 'bench/*.mjs', 'scripts/*.ts'],
    },
    shell: {
      entry: [
        ...TWO_BUILD_ENTRY,
        'src/server/index.ts',
        'src/federation/runtime-plugin.ts',
        'src/server/remote-entry-loader.ts',
      ],
      ignoreDependencies: [...SERVER_BUILD, ...FEDERATION_LOADERS, 'html-webpack-plugin', 'minimizer-webpack-plugin'],
    },
    'remote-public': {
      entry: TWO_BUILD_ENTRY,
      ignoreDependencies: [...SERVER_BUILD, ...FEDERATION_PLUGINS, ...FEDERATION_LOADERS],
    },
    'remote-member': {
      entry: TWO_BUILD_ENTRY,
      ignoreDependencies: [...SERVER_BUILD, ...FEDERATION_PLUGINS, ...FEDERATION_LOADERS],
    },
    'remote-admin': {
      entry: FRONT_END_ENTRY,
      ignoreDependencies: [
        ...FEDERATION_PLUGINS,
        // src/test/setup.ts stubs two of antd's own modules for jsdom: they must be the copies antd
        // resolves, at antd's versions, so they are not listed beside it.
        '@rc-component/motion',
        '@rc-component/util',
      ],
    },
    e2e: {
      entry: ['tests/**/*.e2e.ts', 'support/global-{setup,teardown}.ts'],
      ignoreDependencies: [
        // The suites drive the built site: listing the apps makes lerna/nx build them first.
        '@academy/api',
        'shell',
        'remote-public',
        'remote-member',
        'remote-admin',
      ],
      // deployment-config.e2e.ts validates docker-compose.yml with Debian's docker-compose (.ci/run installs it).
      ignoreBinaries: ['docker-compose'],
    },
  },
};
