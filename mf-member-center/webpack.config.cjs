module.exports = require('../build/webpack.factory.cjs').createConfig({
  dir: __dirname,
  name: 'mf_member_center',
  port: 3003,
  exposes: { './app': './src/app.tsx' },
  title: 'mf-member-center harness',
});
