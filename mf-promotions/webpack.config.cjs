module.exports = require('../build/webpack.factory.cjs').createConfig({
  dir: __dirname,
  name: 'mf_promotions',
  port: 3005,
  exposes: { './app': './src/app.tsx' },
  title: 'mf-promotions harness',
});
