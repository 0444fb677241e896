// The switcher's CSS (cr-shell-language-), injected once beside the layout's own sheet.
import { injectStyle } from '@croupier/shared';

const STYLE_ID = 'cr-shell-locale-styles';

const CSS = `
.cr-shell-language { display: inline-flex; align-items: center; }
.cr-shell-language-label { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.cr-shell-language select { min-height: 40px; max-width: 11rem; padding: 0 28px 0 10px; border: 1px solid currentColor; border-radius: 6px; background: transparent; color: inherit; font: inherit; font-size: 0.875rem; cursor: pointer; }
.cr-shell-language select option { color: #14141c; background: #fff; }
.cr-shell-language select:focus-visible { outline: 3px solid #6aa8ff; outline-offset: 2px; }
`;

export function injectLocaleStyles(doc: Document = document): void {
  injectStyle(STYLE_ID, CSS, doc);
}
