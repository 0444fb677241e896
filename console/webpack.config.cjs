// The operator console's build: a plain React app with its own page and bundle. It is not a
// Module Federation remote and shares nothing with the site members load (no shared scope, no
// @croupier/shared). Its page carries no inline script or style, so its server's policy allows
// 'self' only (scripts/serve.mjs --console).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Where `npm run dev -w console` proxies the api. */
const API_TARGET = process.env.CROUPIER_API_URL || 'http://127.0.0.1:4000';
/** The local port of the console (scripts/stack.mjs CONSOLE_PORT). */
const PORT = 3080;

const root = path.resolve(__dirname, '..');
const reactRouterDist = path.join(
  path.dirname(require.resolve('react-router/package.json', { paths: [root] })),
  'dist/production',
);

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/index.tsx' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      // Every route answers index.html: assets load from '/', not relative to the page.
      publicPath: '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    // CSS as files (webpack's own CSS support): the page's policy has no 'unsafe-inline' styles.
    experiments: { css: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // Sources import './x.js' (ESM style); resolve that to the .ts/.tsx file.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // react-router's package exports only its development build; production takes the one beside it.
      ...(production
        ? {
            alias: {
              'react-router$': path.join(reactRouterDist, 'index.mjs'),
              'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
            },
          }
        : {}),
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
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'src/index.html'),
        chunks: ['main'],
        scriptLoading: 'defer',
      }),
    ],
    performance: { hints: false },
    devServer: {
      port: PORT,
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      client: { overlay: { errors: true, warnings: false } },
      // The console reaches the operator api only.
      proxy: [{ context: ['/api/operator'], target: API_TARGET, changeOrigin: false }],
    },
  };
};
