// The shell's stylesheets are plain CSS files: the layers and the breakpoint they write as numbers
// must stay what shared's constants say (a modal or toast over the frame, the desktop width).
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_Z_INDEX, DESKTOP_MIN_WIDTH_PX } from '@croupier/shared';

const sheet = (file: string) => fs.readFileSync(path.join(__dirname, '..', file), 'utf8');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The z-index of the rule for `selector` that sets one. */
const zIndex = (css: string, selector: string) => {
  const found = new RegExp(`\\n${escape(selector)} \\{[^}]*z-index: (\\d+);`).exec(css);
  if (!found) throw new Error(`no rule for ${selector} sets a z-index`);
  return Number(found[1]);
};

describe("the shell's stylesheets", () => {
  const shell = sheet('layout/shell.css');
  const routing = sheet('routing/routing.css');

  it('keep the frame under modals and toasts, the skip link and the route bar over them', () => {
    for (const frame of ['.cr-h5-1-header', '.cr-h5-2-header', '.cr-shell-float', '.cr-shell-mobile-nav']) {
      expect(zIndex(shell, frame)).toBe(DEFAULT_Z_INDEX - 1000);
    }
    expect(zIndex(shell, '.cr-shell .cr-shell-skip-link')).toBe(DEFAULT_Z_INDEX + 10);
    expect(zIndex(routing, '.cr-route-loading')).toBe(DEFAULT_Z_INDEX + 1);
  });

  it("switch the pages' layout at the desktop width", () => {
    expect(routing).toContain(`@media (min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
    expect(routing).toContain(`@media (max-width: ${DESKTOP_MIN_WIDTH_PX - 1}px)`);
  });

  it('name no z-index the layers above do not account for', () => {
    const all = [shell, routing, sheet('windows/session.css'), sheet('locale/language-switcher.css')].join('\n');
    const layers = new Set([DEFAULT_Z_INDEX - 1000, DEFAULT_Z_INDEX + 1, DEFAULT_Z_INDEX + 10]);
    const found = [...all.matchAll(/z-index: (\d+)/g)].map((m) => Number(m[1]));
    expect(found.filter((z) => !layers.has(z) && z > 10)).toEqual([]);
  });
});
