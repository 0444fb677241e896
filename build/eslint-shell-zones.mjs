// Zones inside the shell (shell/README.md, "How the shell is organised"): an area imports only
// areas below it. app/ (boot, the tree) is the top and no area imports it; services/ (what boot
// hands down) is the bottom and imports no area; templates/ compose the parts of layout/, never
// the reverse. Tests and the shell's test support may compose anything. The rule is
// typescript-eslint's twin of no-restricted-imports, so it adds to the app boundaries
// (eslint-boundaries.mjs) instead of replacing them.
import fs from 'node:fs';
import { TESTS } from './eslint-boundaries.mjs';

const SHELL_SRC = 'shell/src';
const SHELL_AREAS = fs
  .readdirSync(new URL(`../${SHELL_SRC}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'test')
  .map((entry) => entry.name);
const SHELL_ZONE_MESSAGES = {
  app: 'app/ is the top of the shell (boot, the tree): no area imports it. What boot hands down is in services/.',
  templates: 'layout/ holds the parts that templates/ compose into frames: templates import layout, never the reverse.',
  services: 'services/ is the bottom of the shell (what boot hands down): it imports no other area.',
};
/** The areas each area may not import, with the reason. */
function shellForbidden(area) {
  if (area === 'services') return SHELL_AREAS.filter((a) => a !== area).map((a) => [a, SHELL_ZONE_MESSAGES.services]);
  const forbidden = area === 'app' ? [] : [['app', SHELL_ZONE_MESSAGES.app]];
  if (area === 'layout') forbidden.push(['templates', SHELL_ZONE_MESSAGES.templates]);
  return forbidden;
}
export const shellZones = () =>
  SHELL_AREAS.map((area) => ({
    files: [`${SHELL_SRC}/${area}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: shellForbidden(area).map(([to, message]) => ({ regex: `^(\\.\\./)+${to}/`, message })) },
      ],
    },
  }));
