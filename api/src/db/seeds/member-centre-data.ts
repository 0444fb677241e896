// The member centre's demo data (local only; accounts in api/README.md): player01's letters,
// the announcements shown after login, the referral's terms and rules text, the members
// player01 referred, and a member who must change the password.

const DAY = 86_400_000;

/** Letters of player01, oldest first; `ago` in ms before the seed ran. */
export const lettersSeed = [
  {
    title: 'Welcome to Croupier',
    content:
      '<p>Welcome aboard! Your account is ready. Visit <a href="/user/info">your profile</a> to fill in your details.</p>',
    is_read: 1,
    ago: 9 * DAY,
  },
  {
    title: 'Your referral reward arrived',
    content: '<p>A friend you invited made a first deposit: <strong>10.00</strong> was added to your main wallet.</p>',
    is_read: 1,
    ago: 2 * DAY,
  },
  {
    title: 'Weekend bonus',
    content:
      '<p>This weekend only:</p><ul><li>10% extra on every deposit</li><li>Free spins on Lucky Reels</li><li>Double points in live casino</li></ul>' +
      '<p>Read the <a href="https://croupier.example/promotions" target="_blank" rel="noopener">full terms</a>.</p>',
    is_read: 0,
    ago: 3 * 3_600_000,
  },
];

/** Announcements after login (sort: higher first among the same day), newest last here. */
export const announcementsSeed = [
  {
    title: { en_US: 'Scheduled maintenance', zh_CN: '系统维护通知' },
    content: {
      en_US:
        '<p>The site will be under maintenance on Tuesday from 02:00 to 04:00 (site time). Games are closed meanwhile.</p>',
      zh_CN: '<p>本站将于周二 02:00 至 04:00（站点时间）进行维护，期间游戏暂停。</p>',
    },
    display_before_login: 1,
    sort: 10,
    ago: 6 * DAY,
  },
  {
    title: { en_US: 'New payment methods', zh_CN: '新增支付方式' },
    content: {
      en_US:
        '<p>You can now deposit by <strong>bank transfer</strong> and <strong>e-wallet</strong>. See the Deposit page.</p>',
      zh_CN: '<p>现在可以通过<strong>银行转账</strong>和<strong>电子钱包</strong>存款，请查看存款页面。</p>',
    },
    display_before_login: 0,
    sort: 20,
    ago: 3 * DAY,
  },
  {
    title: { en_US: 'Invite friends, earn rewards', zh_CN: '邀请好友赢奖励' },
    content: {
      en_US: "<p>Share your invite link: earn <strong>5%</strong> of each friend's first deposit, up to 50.00.</p>",
      zh_CN: '<p>分享您的邀请链接：好友首存的 <strong>5%</strong> 归您，最高 50.00。</p>',
    },
    display_before_login: 0,
    sort: 30,
    ago: 1 * DAY,
  },
];

/** The referral's reward per currency (basis points of the first deposit, cap in cents; 0 = none). */
export const rewardTermsSeed = [
  { currency: 'USD', reward_rate_bp: 500, reward_cap_cents: 5_000 },
  { currency: 'INR', reward_rate_bp: 500, reward_cap_cents: 400_000 },
  { currency: 'RMB', reward_rate_bp: 500, reward_cap_cents: 30_000 },
];

/** The referral's rules text (HTML) per language; the others read English. */
export const recommendRulesSeed: Record<string, string> = {
  en_US:
    '<ol><li>Share your invite link or code with friends.</li><li>Your friend registers with it and makes a first deposit.</li>' +
    '<li>You receive the reward rate of that first deposit, up to the cap, in your main wallet.</li></ol>' +
    '<p>One reward per friend. Friends in another currency do not earn a reward.</p>',
  zh_CN:
    '<ol><li>将您的邀请链接或邀请码分享给好友。</li><li>好友使用它注册并完成首次存款。</li>' +
    '<li>您将获得该首存金额按奖励比例计算的奖励（不超过上限），存入主钱包。</li></ol><p>每位好友仅奖励一次，不同币种的好友不计奖励。</p>',
  vi_VN:
    '<ol><li>Chia sẻ liên kết hoặc mã mời cho bạn bè.</li><li>Bạn bè đăng ký bằng mã đó và nạp tiền lần đầu.</li>' +
    '<li>Bạn nhận phần thưởng theo tỷ lệ của lần nạp đầu, tối đa bằng mức trần, vào ví chính.</li></ol><p>Mỗi người bạn một lần thưởng.</p>',
};

// argon2id of 'friend123' and 'force1234' (area seeds run synchronously: no hashing here).
const FRIEND_HASH = '$argon2id$v=19$m=65536,p=4,t=3$tStMKj9PTS5vC0P93gylAQ$zDuzF4aSxPWjGurPVocyB3U3s9hFTfTwnAaClSfrKkE';
const FORCE_HASH = '$argon2id$v=19$m=65536,p=4,t=3$tM3oY5HbX0JJlZXjXZaCow$onfGp0QeotfpDPitKfPkxFdhOQJ5NGfiwRwhQW3Ao00';

/** Members player01 referred (USD, password friend123); friend01 made its first deposit, which paid player01's reward. */
export const referredMembersSeed = [
  {
    member_account: 'friend01',
    password_hash: FRIEND_HASH,
    member_name: 'Fiona First',
    registered_ago: 10 * DAY,
    first_deposit_cents: 20_000,
    deposit_ago: 2 * DAY,
  },
  {
    member_account: 'friend02',
    password_hash: FRIEND_HASH,
    member_name: 'Frank Second',
    registered_ago: 3 * DAY,
    first_deposit_cents: 0,
    deposit_ago: 0,
  },
  {
    member_account: 'friend03',
    password_hash: FRIEND_HASH,
    member_name: 'Fern Third',
    registered_ago: 3_600_000,
    first_deposit_cents: 0,
    deposit_ago: 0,
  },
];
export const REFERRER_ACCOUNT = 'player01';
/** friend01's seeded first deposit's order number (no cashier order behind it: the seed's own). */
export const SEED_REWARD_ORDER = 'SEED-REFERRAL-0001';

/** Logs in, then must change the password first (first_login_to_change_password 1). */
export const forcePasswordSeed = {
  member_account: 'forcepw01',
  password_hash: FORCE_HASH,
  member_name: 'Fred Force',
  cash_cents: 5_000,
};
