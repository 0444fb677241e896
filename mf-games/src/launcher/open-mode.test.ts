import type { ForcedOpenModeRule, OpenMode } from './open-mode.js';
import { resolveOpenMode } from './open-mode.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const LINE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari Line/13.1.0';
const RULES: ForcedOpenModeRule[] = [
  { gp_id: 'GPFW', mode: 'window' },
  { gp_id: 'GPMD', mode: 'modal' },
  { gp_id: 'GPMX', mode: 'window' },
  { gp_id: 'GPMX', game_type: 3, mode: 'modal' },
];

// [case, brand GAME_OPEN_MODE, desktop?, native app?, user agent, gp_id, game_type, expected]
const TABLE: [string, OpenMode | undefined, boolean, boolean, string, string, number, OpenMode][] = [
  ['no brand setting: window', undefined, true, false, CHROME, 'GPR8', 2, 'window'],
  ['brand modal', 'modal', true, false, CHROME, 'GPR8', 2, 'modal'],
  ['brand page', 'page', true, false, CHROME, 'GPR8', 2, 'page'],
  ['brand redirect', 'redirect', true, false, CHROME, 'GPR8', 2, 'redirect'],
  ['native app beats the brand', 'modal', true, true, CHROME, 'GPR8', 2, 'window'],
  ['native app beats a modal rule', undefined, true, true, CHROME, 'GPMD', 2, 'window'],
  ['mobile beats the brand', 'modal', false, false, CHROME, 'GPR8', 2, 'window'],
  ['mobile beats a modal rule', undefined, false, false, CHROME, 'GPMD', 2, 'window'],
  ['mobile LINE browser redirects', 'modal', false, false, LINE, 'GPR8', 2, 'redirect'],
  ['LINE on desktop is just desktop', 'modal', true, false, LINE, 'GPR8', 2, 'modal'],
  ['LINE inside the native app: the app', 'page', false, true, LINE, 'GPR8', 2, 'window'],
  ['provider forced to window', 'modal', true, false, CHROME, 'GPFW', 2, 'window'],
  ['provider forced to modal', 'page', true, false, CHROME, 'GPMD', 6, 'modal'],
  ['a type rule beats the provider rule', 'page', true, false, CHROME, 'GPMX', 3, 'modal'],
  ['the provider rule for its other types', 'page', true, false, CHROME, 'GPMX', 2, 'window'],
  ['another provider follows the brand', 'page', true, false, CHROME, 'GPJD', 3, 'page'],
];

describe('resolveOpenMode (spec 02 §4 forcing rules)', () => {
  it.each(TABLE)('%s', (_case, mode, isDesktop, isNativeApp, userAgent, gp_id, game_type, expected) => {
    const settings = { ...(mode ? { GAME_OPEN_MODE: mode } : {}), GAME_OPEN_RULES: RULES };
    expect(resolveOpenMode({ settings, isDesktop, isNativeApp, userAgent, gp_id, game_type })).toBe(expected);
  });

  it('works before the site detail has arrived', () => {
    expect(
      resolveOpenMode({
        settings: null,
        isDesktop: true,
        isNativeApp: false,
        userAgent: CHROME,
        gp_id: 'GPR8',
        game_type: 2,
      }),
    ).toBe('window');
  });
});
