// One webpack + Module Federation config factory for the shell and the three remotes, so the
// shared block (the only contract between the apps) is written once.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '..');
const rootPackage = require(path.join(root, 'package.json'));
// The theme is applied by an inline script before first paint, in the shell and in each remote's dev page.
const themeBoot = require('fs').readFileSync(path.join(__dirname, 'theme-boot.html'), 'utf8');

/** Modules that must exist once on the page: two Reacts or two auth contexts break hooks. */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'antd', '@academy/context'];
/** Entry points of those packages that apps import directly. */
const SUBPATHS = {
  'react-dom/client': 'react-dom',
  'react/jsx-runtime': 'react',
  // Its AntdThemeProvider reads the theme context through a relative import: a remote bundling its
  // own copy gets its own ThemeContext and throws "useTheme must be used inside <ThemeProvider>".
  '@academy/context/antd': '@academy/context',
};

function versionOf(appPackage, name) {
  const deps = { ...appPackage.devDependencies, ...appPackage.dependencies };
  if (!deps[name]) throw new Error(`${appPackage.name}: shared module ${name} is not in package.json`);
  return deps[name];
}

/** Shared modules provided from a narrower file than the package itself (see the file for why). */
const PROVIDED_FROM = { 'react-router-dom': path.join(__dirname, 'shared-react-router.mjs') };

function sharedFor(appPackage) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = versionOf(appPackage, name);
    shared[name] = { singleton: true, requiredVersion: version };
    if (PROVIDED_FROM[name]) Object.assign(shared[name], { import: PROVIDED_FROM[name], version });
  }
  for (const [subpath, owner] of Object.entries(SUBPATHS)) {
    shared[subpath] = { singleton: true, requiredVersion: versionOf(appPackage, owner) };
  }
  return shared;
}

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
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            // Type errors are caught by `npm run typecheck`; the build only transpiles.
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|webp|svg|gif)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: {},
          shared: sharedFor(appPackage),
          // Do not fetch every remote's entry at start-up to compare versions: one dead remote
          // must never blank the site (module-federation/core#3877).
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          runtimePlugins: isHost ? [path.join(dir, 'src/federation/runtime-plugin.ts')] : [],
          // Remotes are plain remoteEntry.js files, never manifests: the snapshot code is dead weight.
          experiments: { optimization: { disableSnapshot: true } },
        }),
        new HtmlWebpackPlugin({
          template: path.join(isHost ? dir : root, isHost ? 'public/index.html' : 'tools/standalone.html'),
          title: rootPackage.description,
          inject: 'body',
          // A remote's standalone page is opened at nested paths (/admin/members): its scripts load from /.
          publicPath: '/',
          scriptLoading: 'defer',
          favicon: path.join(root, 'tools/favicon.svg'),
          chunks: ['main'],
          templateParameters: { appName: name, themeBoot },
        }),
      ],
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/proxy', '/remotes.json', '/assets'], target: process.env.API_URL || 'http://localhost:3000' }],
        client: { overlay: false },
      },
    };
  };
}

module.exports = { createFederatedConfig, SINGLETONS };
