// Version safety (spec 01 §4, §7): gives the host build an id, bakes it into the bundle as
// __BUILD_ID__ and emits what a running page polls to learn that a newer build is deployed:
//   builds/latest.json      {id, time}
//   builds/meta/{id}.json   {id, time, matcher, prerendered} (no prerendered pages in this shell)
// CROUPIER_BUILD_ID pins the id (reproducible deploys); otherwise every build gets a new one.
const crypto = require('node:crypto');

const NAME = 'BuildMetaPlugin';

const newBuildId = () => `${Date.now().toString(36)}-${crypto.randomBytes(4).toString('hex')}`;

class BuildMetaPlugin {
  /** @param {{ id?: string, time?: number }} [options] */
  constructor(options = {}) {
    this.id = options.id || process.env.CROUPIER_BUILD_ID || newBuildId();
    this.time = options.time ?? Date.now();
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(this.id))
      throw new Error(`${NAME}: build id must be [A-Za-z0-9._-], got '${this.id}'`);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, DefinePlugin, sources } = compiler.webpack;
    new DefinePlugin({ __BUILD_ID__: JSON.stringify(this.id) }).apply(compiler);
    const latest = { id: this.id, time: this.time };
    const meta = { ...latest, matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] };
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('builds/latest.json', new sources.RawSource(`${JSON.stringify(latest)}\n`));
        compilation.emitAsset(`builds/meta/${this.id}.json`, new sources.RawSource(`${JSON.stringify(meta)}\n`));
      });
    });
  }
}

module.exports = { BuildMetaPlugin };
