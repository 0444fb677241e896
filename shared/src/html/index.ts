export { isPlainHtml, loadSanitizer, sanitizeHtml, useSanitizedHtml } from './sanitize.js';
