// Name, port and exposes: this remote's entry in shared/src/contracts/remotes.json; with its
// first-paint module when it has one (src/first-paint.ts).
module.exports = require('../build/webpack.factory.cjs').remoteBuild(__dirname);
