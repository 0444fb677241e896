// The demo site's content (site 1), in its five languages (en_US, zh_CN, hi_IN, vi_VN, ta_IN).
// Local demo data: a brand operator writes its own through its back office.
import type {
  ContentIcon,
  ContentLinkOpenType,
  LocalizedText,
  MobileFooterAction,
  MobileTemplateName,
  TemplateConfig,
} from '@croupier/shared/contracts';
import type { AdArt } from './content-svg.js';

export const CONTENT_LANGUAGES = ['en_US', 'zh_CN', 'hi_IN', 'vi_VN', 'ta_IN'] as const;
type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
/** Every text of the seed exists in all five languages. */
type Texts = Record<ContentLanguage, string>;

export interface SeedLink {
  slug: string;
  title: Texts;
  url: string;
  open_type: ContentLinkOpenType;
}

export interface SeedFooterGroup {
  slug: string;
  title: Texts;
  links: SeedLink[];
  content?: Texts;
}

const faq = (id: number) => `/faq/${id}`;

export const footerGroups: SeedFooterGroup[] = [
  {
    slug: 'help',
    title: { en_US: 'Help', zh_CN: '帮助', hi_IN: 'सहायता', vi_VN: 'Trợ giúp', ta_IN: 'உதவி' },
    links: [
      {
        slug: 'about',
        url: faq(1),
        open_type: 'route',
        title: {
          en_US: 'About us',
          zh_CN: '关于我们',
          hi_IN: 'हमारे बारे में',
          vi_VN: 'Về chúng tôi',
          ta_IN: 'எங்களைப் பற்றி',
        },
      },
      {
        slug: 'faq',
        url: faq(8),
        open_type: 'route',
        title: {
          en_US: 'FAQ',
          zh_CN: '常见问题',
          hi_IN: 'सामान्य प्रश्न',
          vi_VN: 'Câu hỏi thường gặp',
          ta_IN: 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
        },
      },
      {
        slug: 'deposit',
        url: faq(6),
        open_type: 'route',
        title: {
          en_US: 'How to deposit',
          zh_CN: '存款指南',
          hi_IN: 'जमा कैसे करें',
          vi_VN: 'Hướng dẫn nạp tiền',
          ta_IN: 'வைப்பு செய்வது எப்படி',
        },
      },
      {
        slug: 'withdraw',
        url: faq(7),
        open_type: 'route',
        title: {
          en_US: 'How to withdraw',
          zh_CN: '取款指南',
          hi_IN: 'निकासी कैसे करें',
          vi_VN: 'Hướng dẫn rút tiền',
          ta_IN: 'பணம் எடுப்பது எப்படி',
        },
      },
    ],
  },
  {
    slug: 'legal',
    title: { en_US: 'Legal', zh_CN: '法律条款', hi_IN: 'कानूनी', vi_VN: 'Pháp lý', ta_IN: 'சட்டம்' },
    links: [
      {
        slug: 'agreement',
        url: faq(2),
        open_type: 'route',
        title: {
          en_US: 'User agreement',
          zh_CN: '用户协议',
          hi_IN: 'उपयोगकर्ता अनुबंध',
          vi_VN: 'Thỏa thuận người dùng',
          ta_IN: 'பயனர் ஒப்பந்தம்',
        },
      },
      {
        slug: 'terms',
        url: faq(4),
        open_type: 'route',
        title: {
          en_US: 'Terms and conditions',
          zh_CN: '条款与条件',
          hi_IN: 'नियम और शर्तें',
          vi_VN: 'Điều khoản và điều kiện',
          ta_IN: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்',
        },
      },
      {
        slug: 'privacy',
        url: faq(5),
        open_type: 'route',
        title: {
          en_US: 'Privacy policy',
          zh_CN: '隐私政策',
          hi_IN: 'गोपनीयता नीति',
          vi_VN: 'Chính sách bảo mật',
          ta_IN: 'தனியுரிமைக் கொள்கை',
        },
      },
      {
        slug: 'promotion-statement',
        url: faq(17),
        open_type: 'route',
        title: {
          en_US: 'Promotion rules',
          zh_CN: '优惠说明',
          hi_IN: 'प्रमोशन नियम',
          vi_VN: 'Quy định khuyến mãi',
          ta_IN: 'சலுகை விதிகள்',
        },
      },
    ],
  },
  {
    slug: 'explore',
    title: { en_US: 'Explore', zh_CN: '探索', hi_IN: 'देखें', vi_VN: 'Khám phá', ta_IN: 'ஆராயுங்கள்' },
    links: [
      {
        slug: 'promotions',
        url: '/discount',
        open_type: 'route',
        title: { en_US: 'Promotions', zh_CN: '优惠活动', hi_IN: 'प्रमोशन', vi_VN: 'Khuyến mãi', ta_IN: 'சலுகைகள்' },
      },
      {
        slug: 'sponsors',
        url: '/sponsor',
        open_type: 'route',
        title: { en_US: 'Sponsorships', zh_CN: '赞助', hi_IN: 'प्रायोजन', vi_VN: 'Tài trợ', ta_IN: 'ஸ்பான்சர்ஷிப்' },
      },
      {
        slug: 'app',
        url: '/app',
        open_type: 'route',
        title: {
          en_US: 'Mobile app',
          zh_CN: '手机应用',
          hi_IN: 'मोबाइल ऐप',
          vi_VN: 'Ứng dụng di động',
          ta_IN: 'மொபைல் செயலி',
        },
      },
      {
        slug: 'agent',
        url: '/proxy/Plan',
        open_type: 'route',
        title: {
          en_US: 'Become an agent',
          zh_CN: '成为代理',
          hi_IN: 'एजेंट बनें',
          vi_VN: 'Trở thành đại lý',
          ta_IN: 'முகவராகுங்கள்',
        },
      },
    ],
  },
  {
    slug: 'responsible',
    title: {
      en_US: 'Responsible gaming',
      zh_CN: '理性博彩',
      hi_IN: 'ज़िम्मेदार गेमिंग',
      vi_VN: 'Chơi có trách nhiệm',
      ta_IN: 'பொறுப்பான விளையாட்டு',
    },
    links: [
      {
        slug: 'responsible',
        url: faq(3),
        open_type: 'route',
        title: {
          en_US: 'Our commitment',
          zh_CN: '我们的承诺',
          hi_IN: 'हमारी प्रतिबद्धता',
          vi_VN: 'Cam kết của chúng tôi',
          ta_IN: 'எங்கள் உறுதிமொழி',
        },
      },
    ],
    content: {
      en_US:
        '<p>Gambling can be addictive. Play only with money you can afford to lose, and take breaks. <strong>18+ only.</strong></p>',
      zh_CN: '<p>博彩可能使人上瘾。请只用您能承受损失的资金游戏，并适时休息。<strong>仅限18岁以上。</strong></p>',
      hi_IN:
        '<p>जुआ लत बन सकता है। केवल उतने पैसे से खेलें जितना खोना आप सह सकें, और बीच-बीच में विराम लें। <strong>केवल 18+ के लिए।</strong></p>',
      vi_VN:
        '<p>Cờ bạc có thể gây nghiện. Chỉ chơi bằng số tiền bạn có thể chấp nhận mất và hãy nghỉ ngơi hợp lý. <strong>Chỉ dành cho người từ 18 tuổi.</strong></p>',
      ta_IN:
        '<p>சூதாட்டம் அடிமையாக்கக்கூடும். இழக்கத் தாங்கக்கூடிய பணத்தில் மட்டுமே விளையாடுங்கள், இடையிடையே ஓய்வு எடுங்கள். <strong>18+ மட்டும்.</strong></p>',
    },
  },
];

export interface SeedFloat extends SeedLink {
  icon: ContentIcon;
}

export const floats: SeedFloat[] = [
  {
    slug: 'service',
    icon: 'service',
    url: '',
    open_type: 'customer_service',
    title: {
      en_US: 'Customer service',
      zh_CN: '在线客服',
      hi_IN: 'ग्राहक सेवा',
      vi_VN: 'Chăm sóc khách hàng',
      ta_IN: 'வாடிக்கையாளர் சேவை',
    },
  },
  {
    slug: 'app',
    icon: 'app',
    url: '/app',
    open_type: 'route',
    title: {
      en_US: 'Download the app',
      zh_CN: '下载应用',
      hi_IN: 'ऐप डाउनलोड करें',
      vi_VN: 'Tải ứng dụng',
      ta_IN: 'செயலியைப் பதிவிறக்குங்கள்',
    },
  },
  {
    slug: 'telegram',
    icon: 'telegram',
    url: 'https://t.me/croupier_demo',
    open_type: 'new_window',
    title: {
      en_US: 'Telegram channel',
      zh_CN: 'Telegram 频道',
      hi_IN: 'टेलीग्राम चैनल',
      vi_VN: 'Kênh Telegram',
      ta_IN: 'டெலிகிராம் சேனல்',
    },
  },
];

export interface SeedMobileFooterItem {
  slug: string;
  icon: ContentIcon;
  action: MobileFooterAction;
  path: string;
  title: Texts;
}

const navItem = {
  home: {
    slug: 'home',
    icon: 'home',
    action: 'route',
    path: '/',
    title: { en_US: 'Home', zh_CN: '首页', hi_IN: 'होम', vi_VN: 'Trang chủ', ta_IN: 'முகப்பு' },
  },
  promotions: {
    slug: 'promotions',
    icon: 'promotions',
    action: 'route',
    path: '/discount',
    title: { en_US: 'Promotions', zh_CN: '优惠', hi_IN: 'ऑफ़र', vi_VN: 'Khuyến mãi', ta_IN: 'சலுகைகள்' },
  },
  deposit: {
    slug: 'deposit',
    icon: 'deposit',
    action: 'deposit',
    path: '',
    title: { en_US: 'Deposit', zh_CN: '存款', hi_IN: 'जमा', vi_VN: 'Nạp tiền', ta_IN: 'வைப்பு' },
  },
  member: {
    slug: 'member',
    icon: 'member',
    action: 'route',
    path: '/user',
    title: { en_US: 'Member', zh_CN: '会员', hi_IN: 'सदस्य', vi_VN: 'Thành viên', ta_IN: 'உறுப்பினர்' },
  },
  service: {
    slug: 'service',
    icon: 'service',
    action: 'customer_service',
    path: '',
    title: { en_US: 'Service', zh_CN: '客服', hi_IN: 'सेवा', vi_VN: 'Hỗ trợ', ta_IN: 'சேவை' },
  },
} satisfies Record<string, SeedMobileFooterItem>;

/** H5_1's tab bar, and H5_2's, where Deposit sits in the middle as the raised button. */
const H5_1_NAV: SeedMobileFooterItem[] = [
  navItem.home,
  navItem.promotions,
  navItem.deposit,
  navItem.member,
  navItem.service,
];
const H5_2_NAV: SeedMobileFooterItem[] = [
  navItem.home,
  navItem.promotions,
  navItem.deposit,
  navItem.service,
  navItem.member,
];

export interface SeedTemplate {
  config: TemplateConfig;
  nav: SeedMobileFooterItem[];
}

/** H5_3..H5_8 are palettes of H5_1 (odd) or H5_2 (even), with those layouts' lists. */
export const templates: Record<MobileTemplateName, SeedTemplate> = {
  H5_1: { config: { template: 'H5_1', theme: 'dark', model_version: 1, variables: {} }, nav: H5_1_NAV },
  H5_2: { config: { template: 'H5_2', theme: 'dark', model_version: 1, variables: {} }, nav: H5_2_NAV },
  H5_3: { config: { template: 'H5_3', theme: 'light', model_version: 1, variables: {} }, nav: H5_1_NAV },
  H5_4: { config: { template: 'H5_4', theme: 'light', model_version: 1, variables: {} }, nav: H5_2_NAV },
  H5_5: { config: { template: 'H5_5', theme: 'dark', model_version: 1, variables: {} }, nav: H5_1_NAV },
  H5_6: { config: { template: 'H5_6', theme: 'dark', model_version: 1, variables: {} }, nav: H5_2_NAV },
  H5_7: { config: { template: 'H5_7', theme: 'light', model_version: 1, variables: {} }, nav: H5_1_NAV },
  H5_8: { config: { template: 'H5_8', theme: 'dark', model_version: 1, variables: {} }, nav: H5_2_NAV },
};

export interface SeedAd {
  slug: string;
  art: AdArt;
  link: string;
  title: Texts;
}

export const ads: SeedAd[] = [
  {
    slug: 'cricket-bonus',
    art: 'cricket',
    link: '/discount',
    title: {
      en_US: 'Cricket season: 100% first-deposit bonus',
      zh_CN: '板球赛季：首存 100% 奖金',
      hi_IN: 'क्रिकेट सीज़न: पहली जमा पर 100% बोनस',
      vi_VN: 'Mùa cricket: thưởng 100% lần nạp đầu',
      ta_IN: 'கிரிக்கெட் சீசன்: முதல் வைப்புக்கு 100% போனஸ்',
    },
  },
  {
    slug: 'live-dealers',
    art: 'live-casino',
    link: '/gameHall/3',
    title: {
      en_US: 'Live dealers, around the clock',
      zh_CN: '真人荷官，全天候在线',
      hi_IN: 'लाइव डीलर, चौबीसों घंटे',
      vi_VN: 'Người chia bài trực tiếp, suốt ngày đêm',
      ta_IN: 'நேரடி டீலர்கள், நாள் முழுவதும்',
    },
  },
  {
    slug: 'weekly-jackpot',
    art: 'slots',
    link: '/gameHall/6',
    title: {
      en_US: 'Spin for the weekly jackpot',
      zh_CN: '转动赢取每周大奖',
      hi_IN: 'साप्ताहिक जैकपॉट के लिए स्पिन करें',
      vi_VN: 'Quay để giành giải độc đắc hằng tuần',
      ta_IN: 'வாராந்திர ஜாக்பாட்டுக்கு சுழற்றுங்கள்',
    },
  },
];

export interface SeedSponsor {
  slug: string;
  name: string;
  colours: [string, string];
  link: string;
  description: Texts;
}

export const sponsors: SeedSponsor[] = [
  {
    slug: 'mumbai-mavericks',
    name: 'Mumbai Mavericks',
    colours: ['#0a3d91', '#f2b705'],
    link: '',
    description: {
      en_US: 'Official betting partner of the Mumbai Mavericks cricket club.',
      zh_CN: '孟买独行侠板球俱乐部官方博彩合作伙伴。',
      hi_IN: 'मुंबई मेवरिक्स क्रिकेट क्लब का आधिकारिक बेटिंग पार्टनर।',
      vi_VN: 'Đối tác cá cược chính thức của câu lạc bộ cricket Mumbai Mavericks.',
      ta_IN: 'மும்பை மேவரிக்ஸ் கிரிக்கெட் கிளப்பின் அதிகாரப்பூர்வ பந்தயக் கூட்டாளர்.',
    },
  },
  {
    slug: 'saigon-dragons',
    name: 'Saigon Dragons FC',
    colours: ['#b3123f', '#ffffff'],
    link: '',
    description: {
      en_US: 'Shirt sponsor of Saigon Dragons FC since 2024.',
      zh_CN: '自 2024 年起担任西贡飞龙足球俱乐部球衣赞助商。',
      hi_IN: '2024 से साइगॉन ड्रैगन्स एफ़सी के शर्ट प्रायोजक।',
      vi_VN: 'Nhà tài trợ áo đấu của Saigon Dragons FC từ năm 2024.',
      ta_IN: '2024 முதல் சைகான் டிராகன்ஸ் எஃப்சியின் சட்டை ஸ்பான்சர்.',
    },
  },
  {
    slug: 'chennai-chargers',
    name: 'Chennai Chargers',
    colours: ['#f2b705', '#14141c'],
    link: '',
    description: {
      en_US: 'Proud supporter of the Chennai Chargers kabaddi team.',
      zh_CN: '金奈冲锋者卡巴迪队的自豪支持者。',
      hi_IN: 'चेन्नई चार्जर्स कबड्डी टीम के गौरवशाली समर्थक।',
      vi_VN: 'Nhà đồng hành tự hào của đội kabaddi Chennai Chargers.',
      ta_IN: 'சென்னை சார்ஜர்ஸ் கபடி அணியின் பெருமைமிகு ஆதரவாளர்.',
    },
  },
];

export const loginContent: { slug: string; title: Texts; content: Texts } = {
  slug: 'welcome',
  title: {
    en_US: 'Welcome back',
    zh_CN: '欢迎回来',
    hi_IN: 'फिर से स्वागत है',
    vi_VN: 'Chào mừng trở lại',
    ta_IN: 'மீண்டும் வருக',
  },
  content: {
    en_US:
      '<p>Log in to play, deposit and follow your bets. New here? <a href="/discount">See the welcome offers</a>.</p>',
    zh_CN: '<p>登录即可游戏、存款并查看投注。新用户？<a href="/discount">查看欢迎优惠</a>。</p>',
    hi_IN: '<p>खेलने, जमा करने और अपने दांव देखने के लिए लॉग इन करें। नए हैं? <a href="/discount">स्वागत ऑफ़र देखें</a>।</p>',
    vi_VN:
      '<p>Đăng nhập để chơi, nạp tiền và theo dõi cược của bạn. Mới đến? <a href="/discount">Xem ưu đãi chào mừng</a>.</p>',
    ta_IN:
      '<p>விளையாட, வைப்பு செய்ய, உங்கள் பந்தயங்களைப் பார்க்க உள்நுழையுங்கள். புதியவரா? <a href="/discount">வரவேற்புச் சலுகைகளைப் பாருங்கள்</a>.</p>',
  },
};

/** JSON of a Texts map, as stored. */
export const localized = (texts: Texts): string => JSON.stringify(texts satisfies LocalizedText);
