// The shell's build writes size/first-render.json: the JavaScript files the page needs before the
// shell's first render — the entry (the Module Federation runtime), the chunks of the async
// boundary import('./bootstrap.js') (the shell's own code and what it bundles), and the chunks of
// the shared singletons those chunks consume (react, react-dom, @croupier/shared, ...), and of the
// singletons those consume in turn. A singleton the shell only provides (loaded later, when a remote
// or a lazy route asks for it: @croupier/shared/validation, /remote) is not counted. A consumed
// singleton is counted by the chunks of the shell's provide (the copy the page loads: the host's),
// which webpack may split differently from the consume's fallback.
// scripts/size.mjs holds them to a budget without a browser; e2e js-budget measures the same in one.
const NAME = 'FirstRenderPlugin';

// Module Federation's modules: a consume (options.shareKey) and a provide (_name: its share key);
// each loads its module through its one async block.
const isConsume = (module) => module.constructor?.name === 'ConsumeSharedModule';
const isProvide = (module) => module.constructor?.name === 'ProvideSharedModule';

class FirstRenderPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the content hashes are final (the files have their last names).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        const provides = new Map();
        for (const module of compilation.modules) if (isProvide(module)) provides.set(module._name, module);
        const files = new Set();
        const seen = new Set();
        const visit = (group) => {
          if (!group || seen.has(group)) return;
          seen.add(group);
          for (const chunk of group.chunks) {
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (!isConsume(module)) continue;
              const loaded = provides.get(module.options.shareKey) ?? module;
              for (const block of loaded.blocks) visit(chunkGraph.getBlockChunkGroup(block));
            }
          }
        };
        for (const entry of compilation.entrypoints.values()) visit(entry);
        for (const group of compilation.chunkGroups) {
          if (group.origins.some((o) => o.request === './bootstrap.js')) visit(group);
        }
        const body = { note: 'build/first-render-plugin.cjs', files: [...files].sort() };
        compilation.emitAsset('size/first-render.json', new sources.RawSource(`${JSON.stringify(body, null, 2)}\n`));
      });
    });
  }
}

module.exports = { FirstRenderPlugin };
