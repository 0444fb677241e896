// The answers of a site's content routes (content.edit; docs/operators.md "Content"), as the
// console reads and writes them. A text is {language: text}; an announcement's or a bulletin's
// content is the operator's HTML, shown here as its source, never rendered.

/** {language code: text}, in the interface languages. */
export type Texts = Record<string, string>;

export interface StoredAnnouncement {
  id: number;
  title: Texts;
  content: Texts;
  display_before_login: 0 | 1;
  display_after_login: 0 | 1;
  display_marquee: 0 | 1;
  sort: number;
  created_at: number;
}

export interface NewAnnouncement {
  title: Texts;
  content: Texts;
  display_before_login: 0 | 1;
  display_after_login: 0 | 1;
  sort: number;
}

export type AnnouncementChange = Partial<NewAnnouncement>;

export interface MarqueeItem {
  title: Texts;
  content: Texts;
  sort?: number;
}

/** display_device: 0 both, 1 desktop, 2 mobile. */
export type BulletinDevice = 0 | 1 | 2;
/** display_location of the members' bulletins: 2 everywhere, 3 on the deposit page. */
export const BULLETIN_LOCATIONS = [2, 3] as const;
export type BulletinLocation = (typeof BULLETIN_LOCATIONS)[number];
export type BulletinAudience = 'guest' | 'member';

export interface StoredBulletin {
  id: number;
  audience: BulletinAudience;
  display_location: BulletinLocation | null;
  display_device: BulletinDevice;
  title: Texts;
  content: Texts;
  sort: number;
  active: 0 | 1;
  updated_at: number;
}

export interface BulletinList {
  items: StoredBulletin[];
  /** Each group's display_frequency (display_location 0: the guests'): 0 once per member, 1 every session. */
  settings: { display_location: number; display_frequency: 0 | 1 }[];
}

export interface BulletinsBody {
  audience: BulletinAudience;
  display_location?: BulletinLocation;
  display_frequency?: 0 | 1;
  replace?: boolean;
  items: {
    id?: number;
    display_device: BulletinDevice;
    title: Texts;
    content: Texts;
    sort: number;
    active: 0 | 1;
  }[];
}

/** use_type: 0 the desktop's large carousel, 1 its small one, 2 the mobile one. */
export const CAROUSEL_USE_TYPES = [0, 1, 2] as const;
export type CarouselUseType = (typeof CAROUSEL_USE_TYPES)[number];
/** link_type: 0 an external http(s) URL, 1 a path of the site, 2 a game. */
export type CarouselLinkType = 0 | 1 | 2;
/** link_method: 0 the same page, 1 a new tab. */
export type CarouselLinkMethod = 0 | 1;

export interface GameLinkParameter {
  currency: string;
  gt_id: number;
  gp_id: string;
  gp_gt_name: string;
  customized: 0 | 1;
  game_code?: string;
  house?: number;
}

export interface StoredBanner {
  id: number;
  use_type: CarouselUseType;
  /** null: shown for every currency. */
  currency: string | null;
  url: string;
  title: Texts;
  link_type: CarouselLinkType;
  link_method: CarouselLinkMethod;
  link_url: string;
  game_link_parameter: GameLinkParameter | null;
  sort: number;
}

export interface CarouselList {
  currencies: string[];
  items: StoredBanner[];
}

/** A banner as POST /carousel takes it. */
export interface BannerInput {
  url: string;
  title?: Texts;
  link_type: CarouselLinkType;
  link_method: CarouselLinkMethod;
  link_url?: string;
  game_link_parameter?: GameLinkParameter;
  sort?: number;
}

export interface BannersBody {
  use_type: CarouselUseType;
  currency?: string;
  items: BannerInput[];
}

export interface UploadedPicture {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

export const MODEL_KINDS = ['setting', 'sponsor', 'login'] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];
/** The templates whose pages hear a change of the home-page ads. */
export const MODEL_TEMPLATES = ['site02', 'suncity', 'apsport'] as const;

export interface ModelEntry {
  id: number;
  slug: string;
  language: string;
  model_version: number;
  title: string;
  description: string;
  content: string;
  photo_path: string;
  link: string;
  sort: number;
}

export interface ModelChange {
  template?: string;
  language: string;
  slug: string;
  title?: string;
  description?: string;
  content?: string;
  photo_path?: string;
  link?: string;
}

export interface RedEnvelope {
  id: number;
  currency: string;
  budget: string;
  shares: number;
  min: string;
  paid: string;
  claimed: number;
  start_at: string;
  end_at: string;
  running: boolean;
}

export interface NewRedEnvelope {
  currency: string;
  budget: string;
  shares: number;
  min: string;
  end_at?: string;
  seconds?: number;
}

/** A member's application waiting for a decision. The member's account is what the member typed. */
export interface PendingApplication {
  id: number;
  promotion_id: number;
  promotion_title: Texts;
  bonus: string;
  member_account: string;
  member_currency: string;
  applied_at: string;
}

export interface Decision {
  member_account: string;
  promotion_id: number;
  status: 'approved' | 'rejected';
  reason: string;
}

/** The daily sign-in of one currency: 7 rewards as money strings. */
export interface SigninActivity {
  currency: string;
  active: boolean;
  start_date: string;
  end_date: string | null;
  rewards: string[];
}
