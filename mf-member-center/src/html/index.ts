// Operator HTML's face: the announcements and the letters show their content through <ServerHtml/>.
export { ServerHtml } from './server-html.js';
