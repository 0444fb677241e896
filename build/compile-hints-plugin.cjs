// V8's explicit compile hint (Chrome 136+): a script whose first line is
// `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, on the background thread
// that streams it in, instead of each one on the main thread at its first call. Every chunk of
// these builds loads when it is about to run (the entry, the boot's imports, a remote as it
// mounts, a page's code as it opens), so most of what it holds runs at once; lazily compiled, that
// is a large part of the shell's boot tasks on a phone (Total Blocking Time: with the hint the
// page's module evaluation takes about half as long, react-dom's client ~12 ms instead of ~19
// unthrottled). Browsers without the hint read a comment. Production builds only (what the site
// serves), and scripts of
// MIN_BYTES or more: each hint costs ~23 bytes gzip of the page's budget, and a dozen of the home
// page's files are under it (1-10 KB). Module evaluation during a guest home load, median of 10
// alternating loads: hinting only scripts past 30 KiB (the size older Chromium streamed from) gave
// 39.7 ms against 25.4 ms with every file hinted; past 10 KB, 27.8 against 34.2 (no loss).
const NAME = 'CompileHintsPlugin';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The smallest script that gets the hint (its size as emitted, before compression). */
const MIN_BYTES = 10 * 1024;

class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the minifier (its license banner is then the file's first line, and the hint has to
      // come before it), before the source maps are written (ConcatSource keeps them in line).
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (file.endsWith('.js') && assets[file].size() >= MIN_BYTES)
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT, MIN_BYTES };
