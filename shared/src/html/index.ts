export { loadSanitizer, sanitizeHtml, useSanitizedHtml } from './sanitize.js';
