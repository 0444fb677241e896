// Emits every file under public/ as a build asset at the same relative path
// (copy-webpack-plugin is not a dependency; this is all the shell needs of it).
const fs = require('node:fs');
const path = require('node:path');

class CopyPublicPlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of listFiles(this.dir)) {
            compilation.fileDependencies.add(file);
            const name = path.relative(this.dir, file).split(path.sep).join('/');
            if (compilation.getAsset(name)) continue;
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

module.exports = { CopyPublicPlugin };
