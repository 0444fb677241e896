// mf-games' own constants, one place each: the spec's time-outs, limits, codes and tables that
// only this remote uses, and the time-outs we chose where the spec gives none. What crosses a
// boundary stays in @croupier/shared (wire types, and codes the api reads too: SUPPORT_DEVICE,
// PLAY_CODE_MAINTENANCE, GT_SLOT…). Message keys sit beside their feature (launcher/message-keys.ts),
// query keys in query-keys.ts; a component's own rendering detail (GRID_CHUNK) stays beside it.
import type { SUPPORT_DEVICE } from '@croupier/shared';

// ---- Time-outs (spec 02 §9 unless marked) ----

/** Every game window is checked this often; a window found closed ends its game. */
export const GAME_WINDOW_POLL_MS = 500;
/** The quitting flag clears on member.cash, or this long after leave1 succeeded. */
export const QUIT_FLAG_TIMEOUT_MS = 30_000;
/** A half-stored session (token or member id alone) is checked again after this wait. */
export const SESSION_RECHECK_WAIT_MS = 2_000;
/** Not in the spec: how long a launch whose play1 gave no URL waits for game.url before giving up. */
export const GAME_URL_WAIT_MS = 30_000;
/** Not in the spec: the jackpot's refresh when a brand sets no JACKPOT_REFRESH_SECONDS. */
export const JACKPOT_REFRESH_DEFAULT_S = 30;
/**
 * Not in the spec: how long a fetched list (and the demo lists) is shown without asking again.
 * Lists change rarely; what must be fresh is refreshed on purpose (games:refetch-list, after
 * login, a login or logout, a launch).
 */
export const LIST_STALE_MS = 5 * 60_000;

// ---- Limits ----

/** Spec 02 §7: the jackpot amount is padded to this many integer digits. */
export const JACKPOT_INTEGER_DIGITS = 10;

// ---- Codes and names ----

/** Spec 02 §5: the permanently closed site name (message r88close_msg). */
export const CLOSED_SITE_NAME = 'r88';

/** What a launch or a list runs on: the keys of the spec's support-device table. */
export type DeviceKind = keyof typeof SUPPORT_DEVICE;
/** Spec 02 §3: the play call's device codes (pwa 2; desktop is PLAY_DEVICE_DESKTOP). */
export const PLAY_DEVICE_MAP = { desktop: 1, mobile: 2, app: 3, gesture: 4, finger: 5, pwa: 2 } as const;
/** Spec 02 §3: play1's device on desktop. */
export const PLAY_DEVICE_DESKTOP = 0;
/** Spec 02 §7: the device of the demo calls /demo/gp_games and /demo/play. */
export const DEMO_DEVICE = 0;

// ---- Tables ----

/** Spec 02 §2: the slot list's tabs, in order. */
export const GAME_LIST_TABS = ['all_game', 'my_favorite', 'last_play'] as const;
export type GameListTab = (typeof GAME_LIST_TABS)[number];
