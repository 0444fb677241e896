module.exports = require('../build/webpack.factory.cjs').createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Croupier',
});
