// One webpack + Module Federation config factory for the shell and the three remotes, so the
// shared block (the only contract between the apps) is written once. Apps that render on the server
// (the shell, remote-public and remote-member) also build a Node container from createServerConfig below.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ChunkGroupsPlugin } = require('./chunk-groups-plugin');
const { MinifyCssPlugin } = require('./minify-css-plugin');
const { startupScripts } = require('./startup-scripts');
// Built by npm install (postinstall) before any app: the id the server and the start script share.
const { PAGE_SCRIPTS_ELEMENT_ID } = require('@academy/common');

const root = path.resolve(__dirname, '..');
const rootPackage = require(path.join(root, 'package.json'));
// The theme is applied by an inline script before first paint, in the shell and in each remote's dev page.
const fs = require('fs');
const themeBoot = fs.readFileSync(path.join(__dirname, 'theme-boot.html'), 'utf8');

/** Modules that must exist once on the page: two Reacts or two auth contexts break hooks. */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@academy/context'];
/** Entry points of those packages that apps import directly. */
const SUBPATHS = {
  'react-dom/client': 'react-dom',
  'react/jsx-runtime': 'react',
};

function versionOf(appPackage, name) {
  const deps = { ...appPackage.devDependencies, ...appPackage.dependencies };
  if (!deps[name]) throw new Error(`${appPackage.name}: shared module ${name} is not in package.json`);
  return deps[name];
}

/**
 * Shared only between builds made from the very same code: the version is the package's plus a
 * hash of its built files, and a remote built from another version of it uses its own copy. One
 * copy of @academy/common on the page (~9 KB gzipped less), and no remote ever runs against a
 * message catalogue or a rule it was not built with.
 */
const SHARED_WHEN_IDENTICAL = ['@academy/common'];

function contentVersion(name) {
  const packageDir = path.dirname(require.resolve(`${name}/package.json`));
  const { version, main } = require(path.join(packageDir, 'package.json'));
  const distDir = path.join(packageDir, path.dirname(main));
  const hash = require('crypto').createHash('sha256');
  for (const file of fs
    .readdirSync(distDir)
    .filter((file) => file.endsWith('.js'))
    .sort())
    hash.update(fs.readFileSync(path.join(distDir, file)));
  return `${version}-h${hash.digest('hex').slice(0, 12)}`;
}

/** The workspace packages shared between the apps. */
const OWN_PACKAGES = ['@academy/context', '@academy/common'];

/** Shared modules provided from a narrower file than the package itself (see the file for why). */
const PROVIDED_FROM = {
  'react-router-dom': path.join(__dirname, 'shared-react-router.mjs'),
};

/**
 * @param {object} appPackage
 * @param {{ consumeOnly?: boolean, isHost?: boolean }} [options]  consumeOnly: bundle no copy of the
 *   singletons and always take the host's (a server container only ever runs inside the shell's
 *   server bundle); isHost: the shell, whose entry reads @academy/common before anything is loaded
 */
function sharedFor(appPackage, { consumeOnly = false, isHost = false } = {}) {
  const shared = {};
  const entry = (version, extra = {}) =>
    consumeOnly
      ? { singleton: true, requiredVersion: version, import: false }
      : { singleton: true, requiredVersion: version, ...extra };
  for (const name of SINGLETONS) {
    const version = versionOf(appPackage, name);
    shared[name] = entry(version, PROVIDED_FROM[name] ? { import: PROVIDED_FROM[name], version } : {});
  }
  for (const [subpath, owner] of Object.entries(SUBPATHS)) {
    shared[subpath] = entry(versionOf(appPackage, owner));
  }
  for (const name of SHARED_WHEN_IDENTICAL) {
    versionOf(appPackage, name);
    const version = contentVersion(name);
    shared[name] = { requiredVersion: version, version, eager: isHost };
  }
  // Our packages' own files import their entry by a relative path ('./index'), which the share
  // matches only by its resolved file: without this, a remote's copy of `@academy/context/antd`
  // (the shell no longer uses antd) would read a theme context of its own, and a subpath entry of
  // @academy/common would bundle a second message catalogue.
  for (const name of OWN_PACKAGES)
    shared[require.resolve(name)] = { version: versionOf(appPackage, name), ...shared[name], shareKey: name };
  return shared;
}

/**
 * A remote's container name and `exposes` block, read from the route table in @academy/common (built
 * to dist before any app): each exposed module `./Name` is the screen in `src/pages/Name.tsx`.
 * @param {'public' | 'member' | 'admin'} remote
 */
function remoteContainer(remote) {
  const { containerName, exposedModules, REMOTE_ROUTES } = require('@academy/common');
  const source = (module) => `./src/pages/${module.slice(2)}.tsx`;
  const exposes = Object.fromEntries(exposedModules(remote).map((module) => [module, source(module)]));
  // The server container offers only the pages the server renders: the others may touch the
  // browser as they load (the video player does).
  const serverExposes = Object.fromEntries(
    REMOTE_ROUTES.filter((route) => route.remote === remote && route.server).map((route) => [
      route.module,
      source(route.module),
    ]),
  );
  return { name: containerName(remote), exposes, serverExposes };
}

const typescriptRule = (dir) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  // Type errors are caught by `npm run typecheck`; the build only transpiles.
  use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
});

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.name       federation container name: academy_<app> (a valid JS identifier)
 * @param {Record<string,string>} [options.exposes]  what a remote offers the shell
 * @param {number} options.devPort    port of `npm run dev`
 * @param {boolean} [options.isHost]  the shell: served at /, registers remotes at run time
 */
function createFederatedConfig({ dir, name, exposes = {}, devPort, isHost = false }) {
  const appPackage = require(path.join(dir, 'package.json'));
  return (env, argv) => {
    const production = argv.mode === 'production';
    return {
      name: 'browser',
      context: dir,
      entry: './src/index.ts',
      mode: production ? 'production' : 'development',
      // Production maps are written beside the scripts but never named in them: the API serves
      // them only with SOURCE_MAPS=public (api/src/web/web-apps.ts), the nginx images never.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // A remote's chunks load relative to wherever its remoteEntry.js is served from.
        publicPath: isHost ? '/' : 'auto',
        // [contenthash] works in chunk names only; entry files are served with no-cache instead.
        filename: '[name].js',
        // Hashed in development too: the container and the page runtime may emit the same chunk id.
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        // dist/server is the server build's (createServerConfig), cleaned by that build.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          typescriptRule(dir),
          // Style sheets are files (hashed, cached for a year), never strings in scripts: the
          // server-rendered page inlines the ones it needs and the browser does not load them twice.
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|webp|svg|gif)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:10].css',
          chunkFilename: '[name].[contenthash:10].css',
        }),
        ...(production ? [new MinifyCssPlugin()] : []),
        new ChunkGroupsPlugin(),
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: {},
          shared: sharedFor(appPackage, { isHost }),
          // Do not fetch every remote's entry at start-up to compare versions: one dead remote
          // must never blank the site (module-federation/core#3877).
          shareStrategy: 'loaded-first',
          dts: false,
          // A remote's mf-manifest.json lists each exposed page's scripts and style sheets: the
          // server inlines those style sheets into the page it renders. Remotes are still
          // registered by their remoteEntry.js, never by the manifest.
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          runtimePlugins: isHost ? [path.join(dir, 'src/federation/runtime-plugin.ts')] : [],
          experiments: {
            // Remotes are plain remoteEntry.js files, never manifests: the snapshot code is dead weight;
            // and a browser build carries none of the runtime's Node loading code.
            optimization: { disableSnapshot: true, target: 'web' },
            // One copy of the federation runtime on the page: a production remote uses the shell's
            // (lent by shell/src/federation/runtime-plugin.ts) instead of shipping its own, ~20 KB
            // gzipped less on every first page. A development build keeps its own for its standalone page.
            ...(!isHost && production ? { externalRuntime: true } : {}),
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(isHost ? dir : root, isHost ? 'public/index.html' : 'tools/standalone.html'),
          title: rootPackage.description,
          // The shell's index.html places its own tags: it starts the app once the page has painted.
          inject: isHost ? false : 'body',
          // A remote's standalone page is opened at nested paths (/admin/members): its scripts load from /.
          publicPath: '/',
          scriptLoading: 'defer',
          favicon: path.join(root, 'tools/favicon.svg'),
          chunks: ['main'],
          // html-webpack-plugin's own parameters, plus the shell's start-up scripts to preload.
          templateParameters: (compilation, assets, assetTags, options) => ({
            compilation,
            webpackConfig: compilation.options,
            htmlWebpackPlugin: { tags: assetTags, files: assets, options },
            appName: name,
            themeBoot,
            startupScripts: isHost ? startupScripts(compilation) : [],
            pageScriptsElementId: PAGE_SCRIPTS_ELEMENT_ID,
          }),
        }),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Scripts through swc's port of terser (two passes, as webpack's default): as small, in a
        // third of the time, which was most of a production build. '...' keeps webpack's own
        // minimizer for the rest (index.html); it leaves alone a script swc has already minified.
        minimizer: [
          new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } }),
          '...',
        ],
      },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/proxy', '/remotes.json', '/assets'],
            target: process.env.API_URL || 'http://localhost:3000',
          },
        ],
        client: { overlay: false },
      },
    };
  };
}

/**
 * The Node build of an app that renders on the server, in dist/server/. The shell's is the
 * rendering host (render.js, loaded by the API); a remote's is a container (remoteEntry.js) the
 * host loads at run time from wherever the remote is deployed, exactly as the browser does.
 * @param {object} options
 * @param {string} options.dir
 * @param {string} options.name      the same container name as the browser build
 * @param {Record<string,string>} [options.exposes]  a remote: the pages it renders on the server
 * @param {string} [options.entry]   the host: its server entry module
 */
function createServerConfig({ dir, name, exposes, entry }) {
  const { UniversalFederationPlugin } = require('@module-federation/node');
  const appPackage = require(path.join(dir, 'package.json'));
  const isHost = Boolean(entry);
  return (env, argv) => ({
    name: 'server',
    context: dir,
    // A container needs an entry of its own; the host's is the render function.
    entry: isHost ? { render: entry } : {},
    mode: argv.mode === 'production' ? 'production' : 'development',
    devtool: false,
    target: 'async-node',
    output: {
      path: path.join(dir, 'dist', 'server'),
      // Chunks resolve from the container's own entry URL (the node runtime plugin reads it).
      publicPath: '',
      filename: '[name].js',
      // The federation plugin adds a content hash: [name]-[contenthash].js.
      chunkFilename: '[name].js',
      uniqueName: `${name}_server`,
      library: isHost ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        typescriptRule(dir),
        // The class names are in the markup; the style sheets themselves come from the browser build.
        { test: /\.css$/, use: [{ loader: MiniCssExtractPlugin.loader, options: { emit: false } }, 'css-loader'] },
        { test: /\.(png|jpe?g|webp|svg|gif)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin(),
      new UniversalFederationPlugin({
        isServer: true,
        // Enhanced's ModuleFederationPlugin with @module-federation/node's runtime plugin: chunks are
        // read from disk when the container sits on this machine, fetched over HTTP otherwise.
        useRuntimePlugin: true,
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : exposes,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        remotes: {},
        // A server container only ever runs inside the shell's server bundle: it takes the host's
        // React, router and auth context (one instance, as in the browser) and carries none itself.
        shared: sharedFor(appPackage, { consumeOnly: !isHost, isHost }),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        runtimePlugins: isHost ? [path.join(dir, 'src/server/remote-entry-loader.ts')] : [],
        experiments: { optimization: { disableSnapshot: true } },
      }),
    ],
    performance: { hints: false },
    // Readable stack traces in the server's log; size does not matter on the server.
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
  });
}

module.exports = { createFederatedConfig, createServerConfig, remoteContainer, SINGLETONS };
