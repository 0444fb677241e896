// The kit's stylesheets are CSS files that each component imports beside its code (webpack's CSS
// support loads a sheet with the chunk that needs it): a page that shows only a retry notice, or
// only records, carries none of the overlays' CSS.
import fs from 'node:fs';
import path from 'node:path';

/** A sheet as the build minifies it: no comments, no spaces around punctuation, no last semicolons. */
const sheet = (file: string) =>
  fs
    .readFileSync(path.join(__dirname, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*([{}:;,])\s*/g, '$1')
    .replace(/;}/g, '}');
/** The kit's sheets a module imports, by their file names. */
const sheetsOf = (module: string) =>
  [...fs.readFileSync(path.join(__dirname, module), 'utf8').matchAll(/^import '([^']+\.css)';$/gm)].map(([, file]) =>
    path.basename(file ?? ''),
  );

describe("the kit's stylesheets", () => {
  it("turn the overlays' animations off for people who ask for reduced motion", () => {
    expect(sheet('overlays.css')).toMatch(
      /@media \(prefers-reduced-motion:reduce\)\{[^}]*\.cr-toast[^}]*animation:none/,
    );
  });

  it('style buttons, inputs and the retry notice apart from the overlays', () => {
    const controls = sheet('controls.css');
    expect(controls).toMatch(/\.cr-button\{/);
    expect(controls).toMatch(/\.cr-input\{/);
    expect(controls).toMatch(/\.cr-retry-notice\{/);
    expect(controls).not.toMatch(/\.cr-modal/);
  });

  it('give touch screens 44 px targets', () => {
    expect(sheet('controls.css')).toMatch(/@media \(pointer:coarse\)\{\.cr-button,\.cr-input\{min-height:44px\}/);
  });

  it('come with the components that use them: the overlays with their controls, the retry notice and the records without the overlays', () => {
    expect(sheetsOf('modal/modal.tsx')).toEqual(['controls.css', 'overlays.css']);
    expect(sheetsOf('toast/toast-host.tsx')).toEqual(['controls.css', 'overlays.css']);
    expect(sheetsOf('retry-notice/retry-notice.tsx')).toEqual(['controls.css']);
    for (const records of ['date-range-filter.tsx', 'pagination.tsx', 'query-status.tsx', 'record-table.tsx']) {
      expect(sheetsOf(`records/${records}`)).toEqual(['controls.css', 'records.css']);
    }
  });
});
