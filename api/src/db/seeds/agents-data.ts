// Data of the agent seed (seeds/agents.ts; accounts in the root README): the commission plans,
// the level names and the agreement in the seed's languages, and agent01's hierarchy. Local
// database only: the hashes are of the passwords named beside them.

/** sub12345 */
const SUB_HASH = '$argon2id$v=19$m=65536,p=4,t=3$EV2xytgwgK5PG5UhEPKLfg$1LRFvKrxTghJLRZGb6BZkQi9RXESl1qfw1xqnXgTEF4';
/** down1234 */
const DOWN_HASH = '$argon2id$v=19$m=65536,p=4,t=3$ZghuG6XskKYfcUf8fVS2zA$7Bg/Ah4RWvH1+6O4WS7WCsB5VCVdiJZKdsoNMSzvCck';
/** apply1234 */
const APPLY_HASH = '$argon2id$v=19$m=65536,p=4,t=3$d1/iXEET8riZCl/VX+zm3w$Aw4NVXjjI/nSfLCX+pSH/EDMbSDnxcFtv36011325+k';

export interface PlanSeed {
  currency: string;
  active_min_valid_bet_cents: number;
  transfer_min_cents: number;
  transfer_max_cents: number;
  /** [min net revenue cents, min active members, rate basis points], tier 1 first. */
  tiers: [number, number, number][];
}

/** Every currency's tiers: from 5 / 10 / 20 active members, 25 / 35 / 45 % of the month's net revenue. */
const TIER_RULES: [number, number][] = [
  [5, 2_500],
  [10, 3_500],
  [20, 4_500],
];

/** A currency's plan: the active member's minimum valid bet, the transfer limits and the tiers' net revenue floors (cents). */
const plan = (
  currency: string,
  activeMinValidBet: number,
  [transferMin, transferMax]: [number, number],
  floors: [number, number, number],
): PlanSeed => ({
  currency,
  active_min_valid_bet_cents: activeMinValidBet,
  transfer_min_cents: transferMin,
  transfer_max_cents: transferMax,
  tiers: floors.map((floor, i) => [floor, ...(TIER_RULES[i] as [number, number])]),
});

export const agentPlansSeed: PlanSeed[] = [
  plan('USD', 5_000, [1_000, 500_000], [50_000, 200_000, 500_000]),
  plan('INR', 400_000, [50_000, 40_000_000], [4_000_000, 16_000_000, 40_000_000]),
  plan('VND', 100_000_000, [20_000_000, 10_000_000_000], [1_250_000_000, 5_000_000_000, 12_500_000_000]),
];

/** The brand's names of agent levels 1-3, per language. */
export const agentLevelNamesSeed: Record<number, Record<string, string>> = {
  1: { en_US: 'Master agent', zh_CN: '总代理', hi_IN: 'मास्टर एजेंट', vi_VN: 'Tổng đại lý', ta_IN: 'முதன்மை முகவர்' },
  2: { en_US: 'Agent', zh_CN: '代理', hi_IN: 'एजेंट', vi_VN: 'Đại lý', ta_IN: 'முகவர்' },
  3: { en_US: 'Sub-agent', zh_CN: '下级代理', hi_IN: 'सब-एजेंट', vi_VN: 'Đại lý cấp dưới', ta_IN: 'துணை முகவர்' },
};

const agreement = (title: string, sections: [string, string][]) => ({
  title,
  content: sections.map(([heading, text]) => `<h3>${heading}</h3><p>${text}</p>`).join(''),
});

/** The agent agreement per language (simple HTML; the client sanitises it). */
export const agentAgreementsSeed: Record<string, { title: string; content: string }> = {
  en_US: agreement('Agent agreement', [
    [
      '1. Commission',
      'The agent earns a monthly commission on the net revenue (valid bets minus payouts) of its downline, at the rate of the plan tier reached that month. Commission is settled after the month ends and credited to the agent’s main balance.',
    ],
    [
      '2. Active members',
      'A downline member counts as active in a month when its valid bets in that month reach the plan’s minimum.',
    ],
    [
      '3. Conduct',
      'The agent promotes the site honestly, never offers its own bonuses, and never opens accounts for others or shares accounts. Spam and misleading advertising are forbidden.',
    ],
    ['4. Responsible play', 'The agent never addresses minors and respects every member’s self-exclusion and limits.'],
    [
      '5. Termination',
      'The operator may suspend an agent that breaks this agreement; commission of the affected months may be withheld.',
    ],
  ]),
  zh_CN: agreement('代理协议', [
    [
      '1. 佣金',
      '代理每月按其下线的净收入（有效投注减去派彩），以当月达到的方案等级比例获得佣金。佣金在月结束后结算，并存入代理的主钱包。',
    ],
    ['2. 活跃会员', '下线会员当月有效投注达到方案的最低要求，即视为当月活跃会员。'],
    ['3. 行为规范', '代理须诚实推广本站，不得自行提供优惠，不得代他人开户或共用账户。禁止垃圾信息及误导性广告。'],
    ['4. 负责任博彩', '代理不得向未成年人推广，并须尊重每位会员的自我排除及限额。'],
    ['5. 终止', '代理违反本协议时，运营方可暂停其代理资格，并可扣留相关月份的佣金。'],
  ]),
  hi_IN: agreement('एजेंट अनुबंध', [
    [
      '1. कमीशन',
      'एजेंट अपनी डाउनलाइन के शुद्ध राजस्व (वैध दांव घटा भुगतान) पर हर महीने उस महीने पहुँचे प्लान स्तर की दर से कमीशन कमाता है। महीना समाप्त होने के बाद कमीशन का निपटान होकर एजेंट के मुख्य बैलेंस में जमा होता है।',
    ],
    [
      '2. सक्रिय सदस्य',
      'किसी महीने में जिस डाउनलाइन सदस्य के वैध दांव प्लान की न्यूनतम राशि तक पहुँचते हैं, वह उस महीने सक्रिय गिना जाता है।',
    ],
    [
      '3. आचरण',
      'एजेंट साइट का ईमानदारी से प्रचार करता है, अपने बोनस नहीं देता, और दूसरों के लिए खाते नहीं खोलता या खाते साझा नहीं करता। स्पैम और भ्रामक विज्ञापन वर्जित हैं।',
    ],
    ['4. ज़िम्मेदार खेल', 'एजेंट नाबालिगों को लक्ष्य नहीं करता और हर सदस्य के स्व-बहिष्कार और सीमाओं का सम्मान करता है।'],
    ['5. समाप्ति', 'इस अनुबंध का उल्लंघन करने वाले एजेंट को ऑपरेटर निलंबित कर सकता है; प्रभावित महीनों का कमीशन रोका जा सकता है।'],
  ]),
  vi_VN: agreement('Thỏa thuận đại lý', [
    [
      '1. Hoa hồng',
      'Đại lý nhận hoa hồng hằng tháng trên doanh thu ròng (cược hợp lệ trừ tiền trả thưởng) của tuyến dưới, theo tỷ lệ của bậc kế hoạch đạt được trong tháng. Hoa hồng được quyết toán sau khi tháng kết thúc và cộng vào số dư chính của đại lý.',
    ],
    [
      '2. Thành viên hoạt động',
      'Thành viên tuyến dưới được tính là hoạt động trong tháng khi cược hợp lệ trong tháng đạt mức tối thiểu của kế hoạch.',
    ],
    [
      '3. Quy tắc ứng xử',
      'Đại lý quảng bá trang một cách trung thực, không tự đưa ra khuyến mãi, không mở tài khoản hộ người khác hay dùng chung tài khoản. Cấm thư rác và quảng cáo gây hiểu lầm.',
    ],
    [
      '4. Chơi có trách nhiệm',
      'Đại lý không hướng đến người chưa thành niên và tôn trọng việc tự loại trừ cũng như giới hạn của mọi thành viên.',
    ],
    [
      '5. Chấm dứt',
      'Nhà điều hành có thể đình chỉ đại lý vi phạm thỏa thuận này; hoa hồng của các tháng liên quan có thể bị giữ lại.',
    ],
  ]),
  ta_IN: agreement('முகவர் ஒப்பந்தம்', [
    [
      '1. கமிஷன்',
      'முகவர் தனது கீழ்நிலையின் நிகர வருவாயில் (செல்லுபடியான பந்தயங்கள் கழித்தல் வழங்கல்கள்) ஒவ்வொரு மாதமும் அந்த மாதம் அடைந்த திட்ட நிலையின் விகிதத்தில் கமிஷன் பெறுகிறார். மாதம் முடிந்த பின் கமிஷன் தீர்வு செய்யப்பட்டு முகவரின் முதன்மை இருப்பில் வரவு வைக்கப்படும்.',
    ],
    [
      '2. செயலில் உள்ள உறுப்பினர்கள்',
      'ஒரு மாதத்தில் செல்லுபடியான பந்தயங்கள் திட்டத்தின் குறைந்தபட்சத்தை எட்டும் கீழ்நிலை உறுப்பினர் அந்த மாதம் செயலில் உள்ளவராகக் கணக்கிடப்படுவார்.',
    ],
    [
      '3. நடத்தை',
      'முகவர் தளத்தை நேர்மையாக விளம்பரப்படுத்துகிறார், சொந்த போனஸ் வழங்குவதில்லை, பிறருக்காக கணக்குகள் திறப்பதோ கணக்குகளைப் பகிர்வதோ இல்லை. ஸ்பேம் மற்றும் தவறான விளம்பரங்கள் தடைசெய்யப்பட்டவை.',
    ],
    ['4. பொறுப்பான விளையாட்டு', 'முகவர் சிறார்களை அணுகுவதில்லை; ஒவ்வொரு உறுப்பினரின் சுய-விலக்கு மற்றும் வரம்புகளை மதிக்கிறார்.'],
    ['5. முடிவுறுத்தல்', 'இந்த ஒப்பந்தத்தை மீறும் முகவரை இயக்குநர் இடைநிறுத்தலாம்; பாதிக்கப்பட்ட மாதங்களின் கமிஷன் நிறுத்தி வைக்கப்படலாம்.'],
  ]),
};

/** The master agent of the seeded hierarchy (seed-data.ts) and when it became one. */
export const MASTER_AGENT = { member_account: 'agent01', agent_since_days: 90 };

export interface SubAgentSeed {
  member_account: string;
  member_name: string;
  parent: string;
  agent_level: number;
  registered_days: number;
  agent_since_days: number;
}
/** Password sub12345. subagent01 and subagent02 under agent01, subagent03 under subagent01. */
export const subAgentsSeed: SubAgentSeed[] = [
  {
    member_account: 'subagent01',
    member_name: 'Arjun Mehta',
    parent: 'agent01',
    agent_level: 2,
    registered_days: 80,
    agent_since_days: 75,
  },
  {
    member_account: 'subagent02',
    member_name: 'Mai Tran',
    parent: 'agent01',
    agent_level: 2,
    registered_days: 78,
    agent_since_days: 70,
  },
  {
    member_account: 'subagent03',
    member_name: 'Kavya Iyer',
    parent: 'subagent01',
    agent_level: 3,
    registered_days: 65,
    agent_since_days: 58,
  },
];
export const SUB_AGENT_PASSWORD_HASH = SUB_HASH;

/** How a downline member behaves: plays, deposits without playing, or only registered. */
export type DownlineHabit = 'player' | 'depositor' | 'idle';
export interface DownlineSeed {
  member_account: string;
  parent: string;
  /** Days ago it registered (through its agent's link on register_host). */
  registered_days: number;
  register_host: string;
  habit: DownlineHabit;
}

const LOCAL = 'localhost';
const AGENT_DOMAIN = 'agent-a.localhost';
const player = (
  n: number,
  parent: string,
  days: number,
  host = LOCAL,
  habit: DownlineHabit = 'player',
): DownlineSeed => ({
  member_account: `down${String(n).padStart(2, '0')}`,
  parent,
  registered_days: days,
  register_host: host,
  habit,
});

/**
 * 27 members (password down1234): 12 direct under agent01, 6 under subagent01, 5 under
 * subagent02, 4 under subagent03 (agent01's depth 3). Most registered 45-60 days ago and play
 * every few days, so each month of the last two has active members and net revenue.
 */
export const downlineSeed: DownlineSeed[] = [
  player(1, 'agent01', 60),
  player(2, 'agent01', 58, AGENT_DOMAIN),
  player(3, 'agent01', 57),
  player(4, 'agent01', 55),
  player(5, 'agent01', 54, AGENT_DOMAIN),
  player(6, 'agent01', 52),
  player(7, 'agent01', 50),
  player(8, 'agent01', 47),
  player(9, 'agent01', 40),
  player(10, 'agent01', 21, LOCAL, 'depositor'),
  player(11, 'agent01', 9, LOCAL, 'idle'),
  player(12, 'agent01', 2),
  player(13, 'subagent01', 59),
  player(14, 'subagent01', 56),
  player(15, 'subagent01', 53, AGENT_DOMAIN),
  player(16, 'subagent01', 49),
  player(17, 'subagent01', 33),
  player(18, 'subagent01', 12, LOCAL, 'depositor'),
  player(19, 'subagent02', 60),
  player(20, 'subagent02', 55),
  player(21, 'subagent02', 51),
  player(22, 'subagent02', 38),
  player(23, 'subagent02', 6, LOCAL, 'idle'),
  player(24, 'subagent03', 57),
  player(25, 'subagent03', 52),
  player(26, 'subagent03', 44),
  player(27, 'subagent03', 15, LOCAL, 'depositor'),
];
export const DOWNLINE_PASSWORD_HASH = DOWN_HASH;

/** Seeded visits through agent01's links, per host. */
export const agentLinkVisitsSeed: Record<string, number> = { [LOCAL]: 42, [AGENT_DOMAIN]: 11 };

/** A member with an application pending review (password apply1234). */
export const applicantSeed = {
  member_account: 'applicant01',
  password_hash: APPLY_HASH,
  member_name: 'Nikhil Rao',
  member_email: 'nikhil.rao@croupier.example',
  member_phone: '9820055501',
  applied_days: 1,
};
