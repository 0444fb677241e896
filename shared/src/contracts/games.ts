// Games (spec 02 §2-§9, spec 01 §2/§4/§7 for halls, slots and sport): the tables, codes and wire
// types the games remote and the api both use. Node-safe. The games remote's own time-outs,
// limits, tables and message keys are in mf-games (src/constants.ts, launcher/message-keys.ts).

/** Spec 02 §3: gt_id, the app prefix and the type name. */
export const GAME_TYPES = [
  { gt_id: 2, game: 'slot', prefix: 'e_', type_name: 'slot' },
  { gt_id: 3, game: 'live casino', prefix: 'v_', type_name: 'live' },
  { gt_id: 4, game: 'sports', prefix: 's_', type_name: 'sport' },
  { gt_id: 5, game: 'lottery', prefix: 'l_', type_name: 'lottery' },
  { gt_id: 6, game: 'card game', prefix: 'c_', type_name: 'chess' },
  { gt_id: 7, game: 'virtual sport', prefix: 't_', type_name: 'virtual_sport' },
  { gt_id: 8, game: 'cockfight', prefix: 'd_', type_name: 'cockfight' },
  { gt_id: 9, game: 'esport', prefix: 'g_', type_name: 'esport' },
] as const;
export const gameTypeById = (gtId: number) => GAME_TYPES.find((t) => t.gt_id === gtId);

export const GT_SLOT = 2;
/** Spec 01 §2: hall ids named in page metadata. */
export const GAME_HALL = { live: 3, sport: 4, lottery: 5, chess: 6 } as const;

/** Spec 02 §3: the support-device codes of the list calls. */
export const SUPPORT_DEVICE = { desktop: 0, mobile: 1, app: 2 } as const;

/** Spec 02 §2: the four open modes (a brand's GAME_OPEN_MODE). */
type OpenMode = 'window' | 'modal' | 'page' | 'redirect';

/** play1's answer code while the provider is in maintenance (data.maintain_interval). */
export const PLAY_CODE_MAINTENANCE = 203;
/** forward_game.status code meaning transfers are disabled. */
export const FORWARD_GAME_TRANSFERS_DISABLED = 957;

// ---- Brand settings (site detail `settings`, all optional; defaults in the games remote) ----

/** A provider (and optionally one game type) forced to an open mode (spec 02 §4: "pairs not shown"). */
interface ForcedOpenModeRule {
  gp_id: string;
  /** Absent: every game type of the provider. */
  game_type?: number;
  mode: 'window' | 'modal';
}
export interface GamesSiteSettings {
  /** Desktop default open mode; absent = 'window'. */
  GAME_OPEN_MODE?: OpenMode;
  GAME_OPEN_RULES?: ForcedOpenModeRule[];
  /** The "room flag": desktop slot halls open /gameRoom. */
  GAME_ROOM?: boolean;
  JACKPOT_REFRESH_SECONDS?: number;
  /** Preferred provider order for platform descriptions. */
  PLATFORM_ORDER?: string[];
}

// ---- Wire types ----

/** game_name: a string or a per-language map (en_US is the fallback). */
export type GameName = string | Record<string, string>;

export interface GameEntry {
  id: number;
  gp_id: string;
  gp_name: string;
  gp_gt_name: string;
  game_type: number;
  game_code: string;
  game_name: GameName;
  house: number;
  /** false: the entry is a hall (a provider lobby), not one game. */
  customized: boolean;
  /** Thumbnail (game) or logo (hall) URL. */
  icon_light: string;
  member_favorite: 0 | 1;
  tag: string;
}

export interface GameTypeGroup {
  gt_id: number;
  gt_name: string;
  gt_icon: string;
  gt_icon_active: string;
  gp_list: GameEntry[];
}

/** POST /v3/game_list { currency, site_id, support_device, template } -> data */
export interface GameListRequest {
  currency: string;
  site_id: string;
  support_device: number;
  template: string;
}
export type GameListResponse = GameTypeGroup[];

/** Spec 02 §3: the label lists (hot, new), in the order the api answers and the pages show them. */
export const GAME_LABEL_TAGS = ['hot', 'new'] as const;
export type GameLabelTag = (typeof GAME_LABEL_TAGS)[number];

export interface GameLabelList {
  tag: GameLabelTag;
  game_list: GameEntry[];
}
/** POST /v2/get_tag_game_list { site_id, currency, support_device, tag: 'slot', gt_id: 2 } -> data.info */
export interface TagGameListResponse {
  info: GameLabelList[];
}
/** POST /v2/game_label { site_id, currency, device, gp_id, game_type_id, house } -> data.list, data.main */
export interface GameLabelResponse {
  list: GameLabelList[];
  /** Every game of the provider and type. */
  main: GameEntry[];
}
export interface TemplateGameSection {
  id: number;
  gt_id: number;
  title: GameName;
  game_list: GameEntry[];
}
/** POST /v2/get_template_game_list { site_id, currency, support_device } -> data.info */
export interface TemplateGameListResponse {
  info: TemplateGameSection[];
}
/** POST /arks/web/member-games/last-playing-game -> data.list (most recent first) */
export interface LastPlayingResponse {
  list: { game_id: number }[];
}
/** POST /arks/web/member-games/favorite/store { data: { game_id, status } } */
export interface FavoriteStoreRequest {
  data: { game_id: number; status: 0 | 1 };
}
/** POST /v2/get_jackpot { currency } -> data */
export interface JackpotResponse {
  jackpot_amount_total: string;
}

/** POST /member/game/play1 */
export interface PlayRequest {
  gp_id: string;
  game_type: number;
  game_code: string;
  lobby_url: string;
  device: number;
  extra?: Record<string, string | number | boolean>;
}
/** Times as 'YYYY-MM-DD HH:mm:ss' in the site's zone; null when unknown. */
export interface MaintainInterval {
  start: string | null;
  end: string | null;
}
/** Success: data.game_url. Code 203: data.maintain_interval. */
export interface PlayResponse {
  game_url?: string;
  maintain_interval?: MaintainInterval;
}
/** POST /member/game/leave1 and /member/profile/balance/all/back -> data.cash (the main wallet after) */
export interface BalanceBackResponse {
  cash: string;
}

/** POST /demo/play { site_id, currency, device, gp_id, game_type, game_code, house } -> data.game_url */
export interface DemoPlayRequest {
  site_id: string;
  currency: string;
  device: number;
  gp_id: string;
  game_type: number;
  game_code: string;
  house: number;
}
export interface DemoGame {
  gp_id: string;
  game_type: number;
  game_code: string;
  house: number;
  gt_id: number;
  game_name: GameName;
  icon_light: string;
}
/** POST /demo/gp_games { site_id, currency, device, gp_id, game_type_id, house } -> data.list */
export interface DemoGpGamesResponse {
  list: DemoGame[];
}
/** POST /demo/gt_games { site_id, support_device, currency, template } -> data.list (one entry per provider) */
export interface DemoGtGamesResponse {
  list: { gt_id: number; gp_id: string; gp_name: string; icon_light: string; house: number }[];
}

/** POST /arks/web/game/sport-quickbet-url { currency, support_device, domain, site_id } -> data.detail */
export interface SportQuickbetResponse {
  detail: { url: string; gp_id: string };
}
/** POST /check_iframe { url } -> data.loadable */
export interface CheckIframeResponse {
  loadable: boolean;
}
/** Sport iframe messages (spec 01 §4): S001 sets the height; a U003 opens a game. */
export const SPORT_MSG_HEIGHT = 'S001';
export const SPORT_MSG_OPEN_GAME = 'U003';
/** What the sport iframe posts to the page: `event` S001 with `height`, or one containing U003 with `game`. */
export interface SportMessage {
  event: string;
  height?: number;
  game?: { gp_id: string; game_type: number; game_code: string };
}
