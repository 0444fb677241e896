// What @croupier/shared's root entry exported in contract 6.x and 7.0.0 took out, handed to remotes
// built against 6.x (the previous major, which the shell serves: SERVED_CONTRACT_MAJORS) as they
// had it: shared-modules.ts adds these to the root the share scope holds. Not in shared's 7.x
// types, so no 7.x remote reads them; shared/contract-surface.json lists each served major's names
// and shared-root.test.ts holds the share scope to them.

/**
 * Adds `<style id>` with the CSS to <head>, unless it is there. A 6.x remote brings its styles this
 * way. The Content-Security-Policy admits a style element only with the response's nonce, which the
 * page frame's own elements carry (build/index.html): the new element takes theirs. The nonce
 * property reads it where the browser hides the attribute's value.
 */
export function injectStyle(id: string, css: string, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  // Before it is in the page: an element without the nonce is refused the moment it is added.
  const nonce = doc.querySelector<HTMLElement>('style[nonce], script[nonce]')?.nonce;
  if (nonce) style.nonce = nonce;
  style.id = id;
  style.textContent = css;
  doc.head.appendChild(style);
}

/**
 * A 6.x remote (its copy of the record kit) asks for the kit's controls' styles (.cr-button,
 * .cr-input, .cr-icon-button) this way. They are in the page already: the chunk that holds this
 * module holds shared's root, whose retry notice imports the controls' sheet, and the shell's first
 * render draws with it.
 */
export function ensureControlStyles(_doc?: Document): void {}

/** The names above, as the share scope adds them to shared's root. */
export const PREVIOUS_CONTRACT = { injectStyle, ensureControlStyles };
