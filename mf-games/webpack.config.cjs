module.exports = require('../build/webpack.factory.cjs').createConfig({
  dir: __dirname,
  name: 'mf_games',
  port: 3002,
  exposes: { './app': './src/app.tsx' },
  title: 'mf-games harness',
});
