export { sanitizeHtml, useSanitizedHtml } from './sanitize.js';
