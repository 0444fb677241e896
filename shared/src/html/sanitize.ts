// Server-provided HTML (footer notices, login content, faq pages) goes through here before it
// reaches dangerouslySetInnerHTML: scripts, event handlers, styles, forms and frames are removed,
// and a link that opens a new window cannot reach back to this page (rel=noopener).
// DOMPurify is fetched on first use, not with the page: @croupier/shared is a singleton loaded
// before the first render, and most pages show no server HTML. HTML made only of a few plain tags
// without attributes (a footer notice's <p> and <strong>) can carry nothing to remove: it is used
// as it is, at once, without DOMPurify.
import { useEffect, useState } from 'react';
import type { DOMPurify } from 'dompurify';
import { escapeHtml } from '../contracts/escape-html.js';

type Sanitize = (html: string) => string;

function build(createDOMPurify: DOMPurify): Sanitize {
  // Without a DOM (no sanitizer available) the text is escaped instead.
  if (typeof window === 'undefined') return escapeHtml;
  // An instance of our own, so its hooks never touch another user of the library.
  const instance = createDOMPurify(window);
  if (!instance.isSupported) return escapeHtml;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) =>
    instance.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
      FORBID_ATTR: ['style'],
      ADD_ATTR: ['target'],
    });
}

// Text formatting alone: no attribute, no other element, so no script, handler, URL or style.
const PLAIN_TAGS = /<\/?(?:p|br|strong|em|b|i|u|small|ul|ol|li)>/g;
/** Whether `html` is text with plain formatting only (safe as it is). */
export const isPlainHtml = (html: string): boolean => !html.replace(PLAIN_TAGS, '').includes('<');

let ready: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** The sanitizer, loading DOMPurify the first time. */
export function loadSanitizer(): Promise<Sanitize> {
  if (ready) return Promise.resolve(ready);
  loading ??= import('dompurify').then(({ default: createDOMPurify }) => (ready = build(createDOMPurify)));
  return loading;
}

/** Safe HTML from untrusted HTML. */
export async function sanitizeHtml(html: string): Promise<string> {
  return isPlainHtml(html) ? html : (await loadSanitizer())(html);
}

/** Safe HTML for rendering: null until the sanitizer has loaded (render nothing meanwhile). */
export function useSanitizedHtml(html: string | null | undefined): string | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => ready);
  const plain = !!html && isPlainHtml(html);
  useEffect(() => {
    if (sanitize || !html || plain) return;
    let live = true;
    void loadSanitizer().then((fn) => live && setSanitize(() => fn));
    return () => {
      live = false;
    };
  }, [sanitize, html, plain]);
  if (plain) return html;
  return html && sanitize ? sanitize(html) : null;
}
