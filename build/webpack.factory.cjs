// The one webpack + Module Federation configuration the shell and every remote build with.
// A remote's webpack.config.cjs is `remoteConfig(__dirname)`: its federation name, port and
// exposes come from the manifest of remotes (build/remotes.cjs), never from the config itself.

const path = require('node:path');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SHARED_SINGLETONS, sharedVersions } = require('./shared-singletons.cjs');
const { CopyPublicPlugin } = require('./copy-public-plugin.cjs');
const { BuildMetaPlugin } = require('./build-meta-plugin.cjs');
const { FirstRenderPlugin } = require('./first-render-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { MANIFEST, remote } = require('./remotes.cjs');
const { FIRST_PAINT_MODULE, firstPaintConfig, firstPaintManifest, hasFirstPaint } = require('./first-paint-build.cjs');

const root = path.resolve(__dirname, '..');
const sharedContract = require(path.join(root, 'shared/package.json')).croupier.contract;

/**
 * The modules every expose of a remote reads (its namespace with the bundled English, its query
 * keys, its constants). A remote with several exposes that a page loads together (mf-promotions'
 * home-banners and site-promotions, mf-auth's app and login-modal) gets them in one chunk instead
 * of a copy in each. Only these: a wider rule would also share the pages with the standalone
 * harness (main) and drag them into the parcels.
 */
const COMMON_MODULES = ['i18n.ts', 'locales/en_US.json', 'query-keys.ts', 'constants.ts'];

function commonChunk(dir) {
  const files = COMMON_MODULES.map((file) => path.join(dir, 'src', file));
  return {
    splitChunks: {
      cacheGroups: {
        common: {
          test: (module) => files.includes(module.resource),
          chunks: 'async',
          minSize: 0,
          name: 'common',
          priority: 10,
          reuseExistingChunk: true,
        },
      },
    },
  };
}

/**
 * react-dom's client in a chunk of its own (shell/src/app/react-dom-client.ts): a dynamic import
 * beside the shell's, evaluated as a task of its own. Its scheduler goes with it.
 */
const REACT_DOM_CHUNK = {
  splitChunks: {
    cacheGroups: {
      reactDom: {
        test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
        chunks: 'async',
        name: 'react-dom',
        priority: 20,
        enforce: true,
      },
    },
  },
};

/**
 * One Module Federation runtime in the page: the shell loads it with its first remote and hands it
 * to the remotes (shell/src/remotes/remote-runtime.ts), so a production remoteEntry.js is its
 * container and the small webpack glue, not a ~24 KB gzip copy of the runtime each. A remote's
 * development build keeps its own runtime so that it still runs alone in its harness (`npm run dev`).
 * target 'web' drops the runtime's Node.js loaders from the browser bundles.
 */
function federationExperiments(production) {
  const optimization = { target: 'web' };
  // A remote loads no other remote (its config has no `remotes`; the shell loads them all), so its
  // bundler runtime drops the remote-loading glue (disableRemote: the shell's runtime keeps it).
  return production
    ? { externalRuntime: true, optimization: { ...optimization, disableRemote: true } }
    : { optimization };
}

/**
 * A production remote's bundler runtime (the webpack side of the federation runtime: sharing,
 * consumes, its container's init; ~4.4 KB gzip of each remoteEntry.js) is the shell's too, as its
 * runtime core is: the shell puts it on globalThis (shell/src/remotes/remote-runtime.ts) before it
 * loads a remote, so such a remote needs a shell that does (deploy the shell first).
 */
const BUNDLER_RUNTIME = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
function shellBundlerRuntime({ request }, callback) {
  if (BUNDLER_RUNTIME.test(request ?? '')) return callback(null, 'global _FEDERATION_BUNDLER_RUNTIME');
  return callback();
}

/**
 * What a remote shares. A production remote only consumes (`import: false`) the singletons: the
 * shell's runtime registers its own copy of each (shell/src/remotes/shared-modules.ts), shared's
 * subpaths (`@croupier/shared/remote`, `/validation`: the remotes' kit) too, each a chunk of the
 * shell's loaded when a remote first asks. So a remote carries no fallback copies of react,
 * react-dom, i18next, ... (nor their registration in remoteEntry.js), which would never run; and
 * two remotes that start together share the shell's copy of a subpath instead of each registering
 * its own under the same version (where one not yet loaded could lose its place). The development
 * build keeps every fallback: its harness runs the remote alone, with nothing in the share scope
 * (`npm run dev`).
 */
function sharedFor(production) {
  if (!production) return SHARED_SINGLETONS;
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([request, config]) => [request, { ...config, import: false }]),
  );
}

const reactRouterDist = path.join(
  path.dirname(require.resolve('react-router/package.json', { paths: [root] })),
  'dist/production',
);
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};

/** Where the local dev servers proxy the api and the channel-auth path. */
const API_TARGET = process.env.CROUPIER_API_URL || 'http://127.0.0.1:4000';

/**
 * @param {{
 *   dir: string,                         // the app's folder (__dirname)
 *   name: string,                        // federation container name, e.g. 'shell', 'mf_auth'
 *   port: number,                        // dev server port
 *   exposes?: Record<string, string>,    // remotes only
 *   title?: string,                      // html title of the page (shell) or standalone harness (remote)
 *   sharedContract?: string,             // the contract it bakes in; shared's own unless a test's
 *                                        // fixture stands for a remote built against another
 * }} app
 */
function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = Boolean(app.exposes);
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // 'auto': chunks load relative to where remoteEntry.js was served from.
        publicPath: 'auto',
        uniqueName: app.name,
        // The entry keeps a plain name: webpack 5.111 + @module-federation/enhanced 2.9.2 fail a
        // production build whose entry filename holds a hash (module-federation/core#5077).
        // index.html busts the cache with a ?hash query instead; lazy chunks keep content hashes.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        // A remote's chunks and stylesheets come from its own origin, which answers with CORS
        // (Access-Control-Allow-Origin): fetched in CORS mode, their errors and CSS rules are the
        // page's to read, not opaque.
        ...(isRemote ? { crossOriginLoading: 'anonymous' } : {}),
        // The first-paint module is the other build's (built first, see remoteBuild).
        clean: { keep: FIRST_PAINT_MODULE },
      },
      // Every app's CSS is files (webpack's own CSS support), not strings in its JavaScript: a chunk's
      // sheet downloads beside its scripts and the chunk is ready once both are in. A remote's sheets
      // come from its origin (the CSP's style-src lists the remotes) and are listed in its manifest.
      experiments: { css: true },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // Sources import './x.js' (ESM style); resolve that to the .ts/.tsx file.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // @croupier/shared is built from its sources ("source" export condition).
        conditionNames: ['source', '...'],
        // react-router's package exports only its development build (dev warnings and their checks
        // on every route match); a production build takes the production one it ships beside it.
        ...(production ? { alias: REACT_ROUTER_PRODUCTION } : {}),
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new DefinePlugin({
          __SHARED_CONTRACT__: JSON.stringify(app.sharedContract ?? sharedContract),
          __FEDERATION_NAME__: JSON.stringify(app.name),
          // The shell: what its runtime registers each shared singleton as; the runtime's browser build.
          ...(isRemote
            ? {}
            : { __SHARED_VERSIONS__: JSON.stringify(sharedVersions()), ENV_TARGET: JSON.stringify('web') }),
        }),
        // A remote is a federation container. The shell is not: it builds as a plain app that starts
        // the federation runtime itself when it first needs a remote (shell/src/remotes/
        // federation-instance.ts), with its own modules as the shared singletons. So neither the
        // runtime nor the share scope's negotiation come before the shell's first render.
        ...(isRemote
          ? [
              new ModuleFederationPlugin({
                name: app.name,
                filename: 'remoteEntry.js',
                exposes: app.exposes,
                shared: sharedFor(production),
                dts: false,
                // The manifest is what the shell registers a remote by; it names the contract the
                // remote was built against (what a release requires, scripts/release.mjs) and the
                // remote's first-paint module for the web server (first-paint-build.cjs).
                manifest: {
                  additionalData: ({ stats }) => {
                    stats.metaData.contract = app.sharedContract ?? sharedContract;
                    const firstPaint = firstPaintManifest(path.join(app.dir, 'dist'));
                    if (firstPaint) stats.metaData.firstPaint = firstPaint;
                    return stats;
                  },
                },
                experiments: federationExperiments(production),
              }),
            ]
          : []),
        // A remote's harness page runs its own runtime: the development build only (see
        // federationExperiments). The shell's page is the site.
        ...(isRemote && production
          ? []
          : [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: app.title || app.name,
                chunks: ['main'],
                // Scripts load from '/', not relative to the page: every route answers index.html,
                // and on /user/Deposit a relative main.js would resolve to /user/main.js.
                publicPath: '/',
                hash: production,
                // The shell's page: the server puts each response's Content-Security-Policy nonce here
                // (NONCE_PLACEHOLDER of scripts/lib/security-headers.mjs) on the page frame's critical <style>.
                cspNonce: isRemote ? '' : '__CSP_NONCE__',
              }),
            ]),
        // public/ (e.g. the shell's brand env.json) is copied into dist as is.
        new CopyPublicPlugin(path.join(app.dir, 'public')),
        // The host only: builds/latest.json + __BUILD_ID__ for the version check (spec 01 §4).
        ...(isRemote ? [] : [new BuildMetaPlugin()]),
        // The host only: size/first-render.json, what npm run size budgets as the first render.
        ...(isRemote ? [] : [new FirstRenderPlugin()]),
        // Each served script of 10 KB or more compiled whole off the main thread as it streams in (V8's compile hint).
        ...(production ? [new CompileHintsPlugin()] : []),
      ],
      ...(isRemote && Object.keys(app.exposes).length > 1 ? { optimization: commonChunk(app.dir) } : {}),
      // removeAvailableModules: a module every parent of a chunk already brought is left out of it, so
      // shared's UI kit's controls (controls.css), which the first render's retry notice and the
      // modals both import, load once (webpack leaves such copies in by default).
      ...(isRemote ? {} : { optimization: { ...REACT_DOM_CHUNK, removeAvailableModules: true } }),
      ...(isRemote && production ? { externals: [shellBundlerRuntime] } : {}),
      performance: { hints: false },
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        allowedHosts: 'all',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        proxy: [{ context: ['/api', '/broadcasting'], target: API_TARGET, changeOrigin: false }],
        static: { directory: path.join(app.dir, 'public'), watch: false },
      },
    };
  };
}

/** A remote's build: the manifest entry named like its folder (mf-games/ -> "mf-games"). */
function remoteConfig(dir, manifest = MANIFEST) {
  const entry = remote(path.basename(dir), manifest);
  return createConfig({
    dir,
    name: entry.federationName,
    port: entry.port,
    exposes: entry.exposes,
    title: `${entry.name} harness`,
  });
}

/**
 * A remote's production build with its first-paint module when it has one (src/first-paint.ts):
 * that build first, so the remote's manifest can name it. Development builds are the remote's alone.
 */
function remoteBuild(dir, manifest = MANIFEST) {
  const app = remoteConfig(dir, manifest);
  return (env, argv) => {
    const config = app(env, argv);
    if (argv.mode === 'development' || !hasFirstPaint(dir)) return config;
    const swcRule = config.module.rules[0];
    return [firstPaintConfig(dir, config.resolve, swcRule), { ...config, name: 'app', dependencies: ['first-paint'] }];
  };
}

/** The shell's build (the host: no exposes). */
function shellConfig(dir, manifest = MANIFEST) {
  return createConfig({ dir, name: 'shell', port: manifest.shell.port, title: 'Croupier' });
}

module.exports = { createConfig, remoteConfig, remoteBuild, shellConfig, API_TARGET };
