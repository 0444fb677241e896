// The shell's build writes size/first-render.json: the JavaScript files the page needs before the
// shell's first render — the entry (main.js) and the chunks of its import('./bootstrap.js') and of
// react-dom's client asked beside it (the shell's own code and what it bundles: react-dom, the
// router, React Query, i18next, the parts of @croupier/shared it uses). What loads later is not
// counted: the federation runtime and the rest of the shared singletons come with the first
// remote (shell/src/remotes/federation-runtime.ts).
// scripts/size.mjs holds them to a budget without a browser; e2e js-budget measures the same in one.
const NAME = 'FirstRenderPlugin';

/** main.js' dynamic imports that the first render waits for (shell/src/index.ts). */
const FIRST_RENDER_IMPORTS = ['./bootstrap.js', 'react-dom/client'];

class FirstRenderPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the content hashes are final (the files have their last names).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = new Set();
        const groups = [
          ...compilation.entrypoints.values(),
          ...compilation.chunkGroups.filter((group) =>
            group.origins.some((o) => FIRST_RENDER_IMPORTS.includes(o.request)),
          ),
        ];
        for (const group of groups) for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
        const body = { note: 'build/first-render-plugin.cjs', files: [...files].sort() };
        compilation.emitAsset('size/first-render.json', new sources.RawSource(`${JSON.stringify(body, null, 2)}\n`));
      });
    });
  }
}

module.exports = { FirstRenderPlugin };
