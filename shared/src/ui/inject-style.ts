// Every app adds its CSS as one <style> element (the builds have no CSS loader). The shell's
// Content-Security-Policy allows only styles that carry the page's nonce, which the server writes
// on <meta property="csp-nonce" nonce="…"> in index.html (browsers hide the attribute from CSS
// selectors and getAttribute; the `nonce` property still reads it).

/** The page's style nonce; '' on a page without one (a remote's standalone harness, tests). */
export function styleNonce(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
}

/** Adds `<style id>` with the CSS to <head>, stamped with the page's nonce, unless it is there. */
export function injectStyle(id: string, css: string, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  const nonce = styleNonce(doc);
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  doc.head.appendChild(style);
}
