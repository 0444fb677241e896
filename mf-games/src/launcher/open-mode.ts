// Which of the four open modes a game uses (spec 02 §2, §4). Forcing rules, strongest first:
// the native app always uses its game view (window); a phone or tablet opens a window, except in
// the LINE in-app browser, where popups do not work, so the page goes to the game (redirect); on
// desktop the brand's GAME_OPEN_RULES force a provider (or one of its game types) to window or
// modal; otherwise the brand's GAME_OPEN_MODE, and 'window' when it sets none.
import type { GamesSiteSettings } from '@croupier/shared';

/** Spec 02 §2: window, modal, page or redirect (the brand's GAME_OPEN_MODE names one). */
export type OpenMode = NonNullable<GamesSiteSettings['GAME_OPEN_MODE']>;
/** A provider (and optionally one game type) forced to window or modal (GAME_OPEN_RULES). */
export type ForcedOpenModeRule = NonNullable<GamesSiteSettings['GAME_OPEN_RULES']>[number];

export const DEFAULT_OPEN_MODE: OpenMode = 'window';

/** The LINE app's in-app browser names itself with ' Line/<version>' in its user agent. */
export const isLineBrowser = (userAgent: string): boolean => userAgent.includes(' Line/');

export interface OpenModeInput {
  settings: Pick<GamesSiteSettings, 'GAME_OPEN_MODE' | 'GAME_OPEN_RULES'> | null | undefined;
  isDesktop: boolean;
  isNativeApp: boolean;
  userAgent: string;
  gp_id: string;
  game_type: number;
}

export function resolveOpenMode({
  settings,
  isDesktop,
  isNativeApp,
  userAgent,
  gp_id,
  game_type,
}: OpenModeInput): OpenMode {
  if (isNativeApp) return 'window';
  if (!isDesktop) return isLineBrowser(userAgent) ? 'redirect' : 'window';
  const rules = (settings?.GAME_OPEN_RULES ?? []).filter((r) => r.gp_id === gp_id);
  // A rule for this very game type wins over one for the whole provider.
  const rule = rules.find((r) => r.game_type === game_type) ?? rules.find((r) => r.game_type === undefined);
  if (rule) return rule.mode;
  return settings?.GAME_OPEN_MODE ?? DEFAULT_OPEN_MODE;
}
