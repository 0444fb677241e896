module.exports = require('../build/webpack.factory.cjs').createConfig({
  dir: __dirname,
  name: 'mf_proxy',
  port: 3004,
  exposes: { './app': './src/app.tsx' },
  title: 'mf-proxy harness',
});
