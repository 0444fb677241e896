// Member-centre wire types (spec 02 §2, §3, §7 "Member" and "Letters"): profile and passwords,
// letters, announcements for members, friend referral. Names stay as on the wire (snake_case).
// Money is a decimal string with two places ('1234.50'); times are epoch milliseconds unless named
// *_date ('YYYY-MM-DD' in the site's time zone). All calls are POST under /api.
import type { RegisterSettingField } from './register-types.js';

/** POST /member/profile {} — old style, body MemberProfile. */
export interface MemberProfile {
  id: number;
  member_account: string;
  member_name: string;
  member_currency: string;
  /** 1 when a withdraw password is set (the password itself never leaves the api). */
  is_withdraw_password: 0 | 1;
  /** 'YYYY-MM-DD' or ''. */
  member_birthday: string;
  member_email: string;
  member_phone: string;
  /** 1 when member_phone was verified by SMS (at registration or in the member centre). */
  phone_verified: 0 | 1;
  identity_id: string;
  member_qq: string;
  member_wechat: string;
  member_whats_app: string;
  member_zalo: string;
  member_fb: string;
  member_telegram: string;
  member_skype: string;
  member_line: string;
  member_others: string;
  /** The member's friend-recommend code (RecommendProject). */
  recommend_code: string;
  created_at: number;
}

/** Profile fields a member may fill in later (register settings' is_member_center), when empty. */
export const PROFILE_FILL_FIELDS = [
  'member_name',
  'member_email',
  'member_birthday',
  'member_phone',
  'identity_id',
  'member_qq',
  'member_wechat',
  'member_whats_app',
  'member_zalo',
  'member_fb',
  'member_telegram',
  'member_skype',
  'member_others',
] as const satisfies readonly RegisterSettingField[];
export type ProfileFillField = (typeof PROFILE_FILL_FIELDS)[number];

/**
 * POST /member/profile/update — new style, data MemberProfile. Only empty fields the currency's
 * register settings mark is_member_center may be sent; unique ones are checked like at
 * registration; member_phone needs `verify_code` when member_phone's is_member_center_verification.
 */
export type ProfileUpdatePayload = Partial<Record<ProfileFillField, string>> & { verify_code?: string };

/** POST /member/profile/phone/sms { member_phone } — new style; sends the 6-digit code (SmsCode answers). */
export interface ProfilePhoneSmsPayload {
  member_phone: string;
}

/** POST /member/profile/edit_password — new style. Success ends every other session of the member. */
export interface EditPasswordPayload {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/**
 * POST /member/profile/withdraw_password — new style. Setting the first one asks for the login
 * password (`password`); changing it asks for the old withdraw password (`old_withdraw_password`).
 */
export interface WithdrawPasswordPayload {
  password?: string;
  old_withdraw_password?: string;
  withdraw_password: string;
  confirm_withdraw_password: string;
}

// ---- letters ----

/** POST /arks/web/member/letter */
export interface LetterListPayload {
  /** 1: the letters not deleted. */
  active: 1;
  /** LETTER_PAGE_SIZE. */
  count: number;
  language: string;
  page: number;
  site_id: string;
  sort_field: 'id';
  sort_order: 'desc';
}
export interface Letter {
  id: number;
  title: string;
  /** HTML from the operator: sanitise before rendering. */
  content: string;
  is_read: 0 | 1;
  created_at: number;
}
/** New style data. */
export interface LetterList {
  list: Letter[];
  total_count: number;
  unread_count: number;
}
/** POST /arks/web/member/letter/read { id } and /arks/web/member/letter/destroy { id } — new style, data {}. */
export interface LetterIdPayload {
  id: number;
}

// ---- announcements ----

/** One announcement (spec 02 §3). Title and content per language already resolved by `lang`. */
export interface Announcement {
  id: number;
  title: string;
  /** HTML from the operator: sanitise before rendering. */
  content: string;
  display_before_login: 0 | 1;
  display_after_login: 0 | 1;
  sort: number;
  created_at: number;
}
/**
 * POST /arks/web/announcement/member { site_id, page, count } — new style: the announcements shown
 * after login (display_after_login 1), newest first (created_at desc, then sort desc).
 */
export interface AnnouncementListPayload {
  site_id: string;
  page: number;
  count: number;
}
export interface AnnouncementList {
  web_announcement_list: Announcement[];
  total_count: number;
}

// ---- friend referral (recommend_award; shown when /bonus_setting/check answers is_friend 1) ----

/** POST /arks/web/recommend/project { site_id } — new style. The client builds the link: `${origin}/?invite=${recommend_code}`. */
export interface RecommendProject {
  recommend_code: string;
  /** The rules text of the brand, HTML: sanitise before rendering. */
  rules: string;
  /** Reward per referred member's first deposit, as a percentage ('5.00') and its cap. */
  reward_rate: string;
  reward_cap: string;
}

/** Paging and a date range, shared by the record lists (dates in the site's time zone, inclusive). */
export interface DateRangePage {
  start_date: string;
  end_date: string;
  page: number;
  count: number;
}

/** POST /arks/web/recommend/record (DateRangePage) — new style: rewards earned per referred member. */
export interface RecommendRecord {
  id: number;
  /** Masked (ab***12): another member's account. */
  member_account: string;
  reward_amount: string;
  created_at: number;
}
export interface RecommendRecordList {
  list: RecommendRecord[];
  total_count: number;
  /** Sum of reward_amount over the whole range (not only this page). */
  total_reward: string;
}

/** POST /arks/web/recommend/members (DateRangePage & { member_account? }) — new style. */
export interface RecommendMemberSearchPayload extends DateRangePage {
  /** Part of an account; '' for all. */
  member_account?: string;
}
export interface RecommendMember {
  member_account: string;
  registered_at: number;
  /** 1 once the member made a first deposit (the reward is earned then). */
  has_deposited: 0 | 1;
}
export interface RecommendMemberList {
  list: RecommendMember[];
  total_count: number;
}
