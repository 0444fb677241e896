// The shell's build writes size/first-render.json: the JavaScript files the page needs before the
// shell's first render — the entry (the Module Federation runtime), the chunks of the async
// boundary import('./bootstrap.js') (the shell's own code and what it bundles), and the chunks
// that hold the shared singletons it provides (react, react-dom, @croupier/shared, ...).
// scripts/size.mjs holds them to a budget without a browser; e2e js-budget measures the same in one.
const NAME = 'FirstRenderPlugin';

class FirstRenderPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the content hashes are final (the files have their last names).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = new Set();
        const add = (chunks) => {
          for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        };
        for (const entry of compilation.entrypoints.values()) add(entry.chunks);
        for (const group of compilation.chunkGroups) {
          const boot = group.origins.some((o) => o.request === './bootstrap.js');
          const shared = group.origins.some((o) => o.module?.constructor?.name === 'ProvideSharedModule');
          if (boot || shared) add(group.chunks);
        }
        const body = { note: 'build/first-render-plugin.cjs', files: [...files].sort() };
        compilation.emitAsset('size/first-render.json', new sources.RawSource(`${JSON.stringify(body, null, 2)}\n`));
      });
    });
  }
}

module.exports = { FirstRenderPlugin };
