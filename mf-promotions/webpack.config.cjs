// Name, port and exposes: this remote's entry in shared/src/contracts/remotes.json.
// Home pages load two exposes of this remote at once (home-banners, site-promotions) and, for a
// guest, preload the third (app): the modules every expose uses (i18n with the bundled English,
// the query keys, the constants) go in one chunk instead of a copy in each. Only these: a wider
// rule would also share the app's pages with the standalone harness (main) and so drag them
// into the home page's parcels.
const path = require('node:path');
const { remoteConfig } = require('../build/webpack.factory.cjs');

const base = remoteConfig(__dirname);
const COMMON = ['i18n.ts', 'locales/en_US.json', 'query-keys.ts', 'constants.ts'].map((file) => path.join(__dirname, 'src', file));

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        common: {
          test: (module) => COMMON.includes(module.resource),
          chunks: 'async',
          minSize: 0,
          name: 'common',
          priority: 10,
          reuseExistingChunk: true,
        },
      },
    },
  };
  return config;
};
