// Wire types of mf-promotions' calls (spec 02 §2-§4, §7-§9; spec 01 /discount and /main): the
// carousel, the marquee and news, the pop-up bulletins, the red envelope, the daily sign-in and
// the promotions. Money is a string with two decimals ('12.50'); times the api formats are
// 'YYYY-MM-DD HH:mm:ss' in the zone named next to them. Texts are resolved by the `lang` header
// (else English). Every *content* field is operator HTML: sanitise before rendering.

import type { Announcement } from './member-types.js';

// ---- carousel (POST /arks/web/carousel_picture) ----

/** use_type: 0 the desktop's large carousel, 1 the desktop's small one, 2 the mobile one. */
export const CAROUSEL_USE_TYPE = { desktopLarge: 0, desktopSmall: 1, mobile: 2 } as const;
export type CarouselUseType = (typeof CAROUSEL_USE_TYPE)[keyof typeof CAROUSEL_USE_TYPE];
/** link_type: 0 an external http(s) URL, 1 a route of the site, 2 a game. */
export const CAROUSEL_LINK_TYPE = { external: 0, internal: 1, game: 2 } as const;
export type CarouselLinkType = (typeof CAROUSEL_LINK_TYPE)[keyof typeof CAROUSEL_LINK_TYPE];
/** link_method: 0 the same page, 1 a new tab. */
export const CAROUSEL_LINK_METHOD = { samePage: 0, newTab: 1 } as const;
export type CarouselLinkMethod = (typeof CAROUSEL_LINK_METHOD)[keyof typeof CAROUSEL_LINK_METHOD];

/** A game banner's target (spec 02 §3); mf-games launches it (BusEvent.gamesLaunchRequested). */
export interface GameLinkParameter {
  currency: string;
  gt_id: number;
  gp_id: string;
  gp_gt_name: string;
  /** 0 = a hall (the provider's list opens), 1 = one game (launched with game_code). */
  customized: 0 | 1;
  game_code?: string;
  house?: number;
}

export interface CarouselPayload {
  site_id: string;
  use_type: CarouselUseType;
  /** The currency the page shows (a guest's site currency); banners without one show for all. */
  currency?: string;
}
export interface CarouselPicture {
  id: number;
  /** The picture. */
  url: string;
  /** The picture's text alternative in the request's language ('' = decorative). */
  title: string;
  link_type: CarouselLinkType;
  link_method: CarouselLinkMethod;
  /** link_type 0: an http(s) URL; 1: a path of the site ('/discount/3'); 2: ''. Never trusted: checked again by the client. */
  link_url: string;
  /** link_type 2 only, else null. */
  game_link_parameter: GameLinkParameter | null;
  sort: number;
}
/** New style: data. Sorted by sort desc, then id. */
export interface CarouselPictureList {
  web_carousel_picture_list: CarouselPicture[];
}

/**
 * The boxes the home page keeps for the banners before they arrive (no layout shift): the shell
 * reserves them while mf-promotions loads, the remote draws into the same sizes. Pictures of
 * other proportions are fitted by object-fit: cover.
 */
export const HOME_BANNERS_BOX = {
  /** CSS aspect-ratio of the desktop's large carousel (use_type 0), full content width. */
  desktopAspectRatio: '1920 / 480',
  /** CSS aspect-ratio of the mobile carousel (use_type 2), full width. */
  mobileAspectRatio: '750 / 340',
  /** The marquee's line under the carousel, px. */
  marqueeHeight: 40,
} as const;

// ---- marquee and news (announcements) ----

/** POST /arks/web/announcement/marquee { site_id, sort_field 'sort', sort_order 'desc' } — public. */
export interface MarqueePayload {
  site_id: string;
  sort_field: 'sort';
  sort_order: 'asc' | 'desc';
}
/** New style: data = { web_announcement_list } of the announcements flagged for the marquee. */
export interface MarqueeList {
  web_announcement_list: Announcement[];
}
/**
 * POST /arks/web/announcement/news { site_id, page, count } — public: the news (/main/:id shows one
 * with this list beside it; a bare /main goes to / by spec 01), the announcements shown before
 * login, newest first. Answers AnnouncementList.
 */
export interface NewsListPayload {
  site_id: string;
  page: number;
  count: number;
}
/** POST /arks/web/announcement/detail { site_id, id } — public; data: Announcement; PromotionCode.notFound. */
export interface AnnouncementDetailPayload {
  site_id: string;
  id: number;
}

// ---- pop-up bulletins ----

/** display_device in the request: 1 desktop, 2 mobile. On an item 0 means both. */
export type BulletinDevice = 0 | 1 | 2;
/** display_location of a member's request: 2 everywhere, 3 on the deposit page. */
export const BULLETIN_LOCATION = { normal: 2, deposit: 3 } as const;
export type BulletinLocation = (typeof BULLETIN_LOCATION)[keyof typeof BULLETIN_LOCATION];
/**
 * display_frequency: 0 = once per member (closing posts /bulletin/member/hide: the server stops
 * sending it until it is updated), 1 = every session (closing only clears it for this session).
 */
export type BulletinFrequency = 0 | 1;

/** POST /arks/web/bulletin (guest) or /arks/web/bulletin/member (member, with display_location). */
export interface BulletinPayload {
  site_id: string;
  display_device: 1 | 2;
  display_location?: BulletinLocation;
}
export interface BulletinItem {
  id: number;
  display_device: BulletinDevice;
  /** The bulletin's title. */
  display_content: string;
  /** HTML: sanitise before rendering. */
  content: string;
  /** Site time zone (settings TIMEZONE), comparable as a string with the stored close time. */
  updated_at: string;
}
/** New style: data. Items sorted by sort desc, then updated_at desc. */
export interface BulletinList {
  list: BulletinItem[];
  setting: { display_frequency: BulletinFrequency };
}
/** POST /arks/web/bulletin/history { site_id, display_device } — optional authorization: a member also gets the members' ones. */
export interface BulletinHistoryPayload {
  site_id: string;
  display_device: 1 | 2;
}
/** New style: data. Newest update first (at most 50: the api's BULLETIN_HISTORY_LIMIT). */
export interface BulletinHistory {
  list: BulletinItem[];
}
/** POST /arks/web/bulletin/member/hide { site_id, display_device, display_location } — member: hides what it was shown (frequency 0). Data: { hidden: number }. */
export interface BulletinHidePayload {
  site_id: string;
  display_device: 1 | 2;
  display_location: BulletinLocation;
}

// ---- red envelope ----

/** The spec's zone of red-envelope times (spec 02 §9). */
export const RED_ENVELOPE_TIMEZONE = 'America/Caracas';

/** POST /arks/web/activity/red_envelope_promotion { site_id } — member, background. */
export interface RedEnvelope {
  id: number;
  /** 'YYYY-MM-DD HH:mm:ss' in RED_ENVELOPE_TIMEZONE. */
  end_at: string;
}
/** New style: data. null = nothing to claim now (none running for the member's currency, claimed, or no share left). */
export interface RedEnvelopePromotion {
  envelope: RedEnvelope | null;
}
/** POST /arks/web/activity/red_envelope { id, request_id } — member. */
export interface RedEnvelopeClaimPayload {
  id: number;
  /** Idempotency: a repeated request_id answers the first claim's cash again. */
  request_id?: string;
}
/** New style: data. `cash` the amount claimed, `balance` the main balance after it. */
export interface RedEnvelopeClaim {
  cash: string;
  balance: string;
}

// ---- cash surplus and daily sign-in ----

/** POST /arks/web/cash_surplus/check { site_id, currency } — public: is the daily sign-in (paid as cash surplus) on for the currency. */
export interface CashSurplusCheckPayload {
  site_id: string;
  currency: string;
}
export interface CashSurplusCheck {
  active: 0 | 1;
}

/** Today's button: can sign in, signed in today, the activity is over. */
export type SigninButtonState = 'click_signin' | 'click_signin_true' | 'click_signin_pass';
/**
 * A day of the 7-day cycle: signed (is_signin_true), today signed (is_signin_success), today
 * open (click_signin), past the activity's end (is_signin_pass), not yet open (is_signin_noopen).
 */
export type SigninDayState =
  'is_signin_true' | 'is_signin_success' | 'click_signin' | 'is_signin_pass' | 'is_signin_noopen';
export interface SigninDay {
  /** 1..7 (the cycle's length, the api's SIGNIN_CYCLE_DAYS) */
  day: number;
  /** 'YYYY-MM-DD' in the site's time zone. */
  date: string;
  reward: string;
  state: SigninDayState;
}
/** POST /arks/web/activity/signin/info { site_id } — member. The cycle starts on the first day of the running streak (or today). */
export interface SigninInfo {
  state: SigninButtonState;
  /** Consecutive days signed, up to today (or yesterday while today is still open). */
  streak: number;
  /** 'YYYY-MM-DD' site zone; end_date null = no end. */
  start_date: string;
  end_date: string | null;
  days: SigninDay[];
}
/** POST /arks/web/activity/signin { site_id, request_id } — member. Pays today's reward through the ledger. */
export interface SigninPayload {
  site_id: string;
  request_id?: string;
}
export interface SigninResult {
  state: 'is_signin_success';
  streak: number;
  reward: string;
  balance: string;
}

// ---- promotions (/discount, /discount/:id) ----

/** apply_type: 0 nothing to do, 1 apply (the operator reviews), 2 claim a fixed bonus at once (once per member). */
export const PROMOTION_APPLY_TYPE = { none: 0, apply: 1, claim: 2 } as const;
export type PromotionApplyType = (typeof PROMOTION_APPLY_TYPE)[keyof typeof PROMOTION_APPLY_TYPE];

export interface PromotionCategory {
  id: number;
  name: string;
  sort: number;
}
/** POST /arks/web/promotion/list { site_id, currency?, category_id? } — public. */
export interface PromotionListPayload {
  site_id: string;
  currency?: string;
  category_id?: number;
}
export interface PromotionCard {
  id: number;
  category_id: number;
  title: string;
  summary: string;
  picture: string;
  /** 'YYYY-MM-DD HH:mm:ss' site zone; end_at null = no end. */
  start_at: string;
  end_at: string | null;
  apply_type: PromotionApplyType;
}
/** New style: data. Running and coming promotions (ended ones are not listed), by sort desc. */
export interface PromotionList {
  categories: PromotionCategory[];
  list: PromotionCard[];
}
/** POST /arks/web/promotion/detail { site_id, id } — optional authorization (a member gets its own status). */
export interface PromotionDetailPayload {
  site_id: string;
  id: number;
}
/** The member's status on the promotion: none yet, applied and waiting, approved/paid, rejected. */
export type PromotionMemberStatus = 'none' | 'pending' | 'approved' | 'rejected';
export interface PromotionDetail extends PromotionCard {
  /** The rules, HTML: sanitise before rendering. */
  content: string;
  /** apply_type 2: the bonus paid on claim, else '0.00'. */
  bonus: string;
  /** A guest: 'none'. */
  status: PromotionMemberStatus;
}
/** POST /arks/web/promotion/apply { site_id, id, request_id } — member. */
export interface PromotionApplyPayload {
  site_id: string;
  id: number;
  request_id?: string;
}
/** New style: data. apply → 'pending'; claim → 'approved' with the bonus paid and the balance after. */
export interface PromotionApplyResult {
  status: PromotionMemberStatus;
  bonus: string;
  balance: string | null;
}
