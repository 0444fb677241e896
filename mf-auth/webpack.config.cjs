module.exports = require('../build/webpack.factory.cjs').createConfig({
  dir: __dirname,
  name: 'mf_auth',
  port: 3001,
  exposes: { './app': './src/app.tsx', './login-modal': './src/login-modal.tsx' },
  title: 'mf-auth harness',
});
