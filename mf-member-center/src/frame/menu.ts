// The member centre's menu (spec 02 §2): main items and their sub-items, each sub-item a page at
// /user/{page}. BindAccount is reached from Deposit and Withdrawal (the bank-account prompt); it
// sits in fund_management so it has a place in the menu like every page. responsible_gaming
// is the member's own limits, time-out and self-exclusion.
export const MENU_GROUPS = [
  { key: 'account_info', pages: ['Info'] },
  { key: 'my_wallet', pages: ['MyWallet'] },
  { key: 'info_center', pages: ['Announcement', 'Letter'] },
  { key: 'fund_management', pages: ['Deposit', 'Withdrawal', 'BindAccount'] },
  { key: 'transaction_record', pages: ['Transaction', 'DWRecord'] },
  { key: 'responsible_gaming', pages: ['ResponsibleGaming'] },
  { key: 'recommend_award', pages: ['RecommendProject', 'RecommendRecord', 'RecommendMemberSearch'] },
] as const;

export type MenuGroupKey = (typeof MENU_GROUPS)[number]['key'];
export type MemberPage = (typeof MENU_GROUPS)[number]['pages'][number];

/** Shown only when /bonus_setting/check says friend referral is on (spec 02 §6: is_friend 1, read by shared's fetchIsFriend). */
export const RECOMMEND_GROUP: MenuGroupKey = 'recommend_award';

/** The page `/user` opens on desktop. */
export const DEFAULT_PAGE: MemberPage = 'Info';

export const ALL_PAGES: readonly MemberPage[] = MENU_GROUPS.flatMap((g) => g.pages);

export const groupOf = (page: MemberPage): MenuGroupKey =>
  MENU_GROUPS.find((g) => (g.pages as readonly string[]).includes(page))!.key;

/** The groups shown: all, or all but recommend_award. */
export const visibleGroups = (withRecommend: boolean) =>
  MENU_GROUPS.filter((g) => withRecommend || g.key !== RECOMMEND_GROUP);
