// Name, port and exposes: this remote's entry in shared/src/contracts/remotes.json.
module.exports = require('../build/webpack.factory.cjs').remoteConfig(__dirname);
