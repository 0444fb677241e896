// The promotions seed's texts: 3 categories and 6 promotions in all 11 interface languages
// (title, summary, two rules of its own and the general terms), the daily sign-in's rewards per
// seeded currency. The pictures are drawn by promotions-svg.ts.
import type { LanguageCode } from '@croupier/shared/contracts';

export type PromotionSlug =
  'welcome-gift' | 'first-deposit' | 'daily-checkin' | 'weekend-reload' | 'vip-upgrade' | 'cricket-cashback';
export type CategorySlug = 'welcome' | 'daily' | 'vip';

export interface SeedPromotion {
  slug: PromotionSlug;
  category: CategorySlug;
  /** null = every currency. */
  currency: string | null;
  /** 0 none, 1 apply (reviewed), 2 claim the bonus at once. */
  apply_type: 0 | 1 | 2;
  bonus_cents: number;
  sort: number;
  /** Days from the seed's time; null = no end. */
  ends_in_days: number | null;
}

export const seedCategories: { slug: CategorySlug; sort: number }[] = [
  { slug: 'welcome', sort: 30 },
  { slug: 'daily', sort: 20 },
  { slug: 'vip', sort: 10 },
];

export const seedPromotions: SeedPromotion[] = [
  {
    slug: 'welcome-gift',
    category: 'welcome',
    currency: 'USD',
    apply_type: 2,
    bonus_cents: 500,
    sort: 60,
    ends_in_days: 365,
  },
  {
    slug: 'first-deposit',
    category: 'welcome',
    currency: null,
    apply_type: 1,
    bonus_cents: 0,
    sort: 50,
    ends_in_days: null,
  },
  {
    slug: 'daily-checkin',
    category: 'daily',
    currency: null,
    apply_type: 0,
    bonus_cents: 0,
    sort: 40,
    ends_in_days: 90,
  },
  {
    slug: 'weekend-reload',
    category: 'daily',
    currency: null,
    apply_type: 0,
    bonus_cents: 0,
    sort: 30,
    ends_in_days: 60,
  },
  {
    slug: 'vip-upgrade',
    category: 'vip',
    currency: 'USD',
    apply_type: 1,
    bonus_cents: 2000,
    sort: 20,
    ends_in_days: 180,
  },
  {
    slug: 'cricket-cashback',
    category: 'vip',
    currency: 'INR',
    apply_type: 0,
    bonus_cents: 0,
    sort: 10,
    ends_in_days: 120,
  },
];

/** [title, summary, rule, rule]. */
type PromotionTexts = [string, string, string, string];
interface LanguageTexts {
  categories: Record<CategorySlug, string>;
  rules: string;
  general: string;
  promotions: Record<PromotionSlug, PromotionTexts>;
}

export const promotionTexts: Record<LanguageCode, LanguageTexts> = {
  en_US: {
    categories: { welcome: 'Welcome', daily: 'Daily', vip: 'VIP' },
    rules: 'Rules',
    general: 'General terms apply; the operator may change or end this promotion at any time.',
    promotions: {
      'welcome-gift': [
        'Welcome Gift',
        'New here? Claim a free 5.00 USD gift once.',
        'One gift per member, credited to your main wallet at once.',
        'Open to members playing in USD.',
      ],
      'first-deposit': [
        'First Deposit Bonus',
        'Apply after your first deposit for a 100% bonus, reviewed within 24 hours.',
        'Apply once after your first deposit is approved.',
        "Our team reviews every application; the bonus is 100% of the deposit, up to your currency's limit.",
      ],
      'daily-checkin': [
        'Daily Check-in Rewards',
        'Check in 7 days in a row and the reward grows every day.',
        "Check in once a day from the check-in panel; days follow the site's time zone.",
        'Miss a day and the cycle starts again from day 1.',
      ],
      'weekend-reload': [
        'Weekend Reload',
        'Deposit on Saturday or Sunday for a 20% reload bonus.',
        'Only deposits made on Saturday and Sunday count.',
        'The bonus is credited automatically on Monday.',
      ],
      'vip-upgrade': [
        'VIP Upgrade Gift',
        'Apply to join VIP and receive a 20.00 USD gift once approved.',
        'Our VIP team reviews your play history before deciding.',
        'The gift is paid to your main wallet on approval.',
      ],
      'cricket-cashback': [
        'Cricket Cashback',
        'Get 5% back on your net cricket losses every week.',
        'Settled cricket bets from Monday to Sunday count.',
        'Cashback is paid every Monday with no turnover required.',
      ],
    },
  },
  zh_CN: {
    categories: { welcome: '新人专享', daily: '每日活动', vip: 'VIP' },
    rules: '活动规则',
    general: '适用一般条款；运营方可随时修改或终止本活动。',
    promotions: {
      'welcome-gift': [
        '新人见面礼',
        '初来乍到？一次性领取 5.00 USD 免费礼金。',
        '每位会员限领一次，即时存入主钱包。',
        '仅限使用美元（USD）的会员。',
      ],
      'first-deposit': [
        '首存红利',
        '首次存款后申请，即享 100% 存款红利，24 小时内审核。',
        '首笔存款审核通过后可申请一次。',
        '每份申请均经人工审核，红利为存款的 100%，不超过所用币种的上限。',
      ],
      'daily-checkin': [
        '每日签到奖励',
        '连续签到 7 天，奖励逐日递增。',
        '每天在签到面板签到一次，日期以站点时区为准。',
        '中断一天将从第 1 天重新开始。',
      ],
      'weekend-reload': [
        '周末回馈',
        '周六或周日存款即享 20% 回馈红利。',
        '仅计算周六、周日的存款。',
        '红利于周一自动发放。',
      ],
      'vip-upgrade': [
        'VIP 晋级礼金',
        '申请加入 VIP，审核通过即得 20.00 USD 晋级礼金。',
        'VIP 团队将审核您的游戏记录后作出决定。',
        '礼金在审核通过时存入主钱包。',
      ],
      'cricket-cashback': [
        '板球返水',
        '每周板球净输额返还 5%。',
        '计算周一至周日已结算的板球投注。',
        '返水每周一发放，无需流水。',
      ],
    },
  },
  zh_TW: {
    categories: { welcome: '新人專享', daily: '每日活動', vip: 'VIP' },
    rules: '活動規則',
    general: '適用一般條款；營運方可隨時修改或終止本活動。',
    promotions: {
      'welcome-gift': [
        '新人見面禮',
        '初來乍到？一次性領取 5.00 USD 免費禮金。',
        '每位會員限領一次，即時存入主錢包。',
        '僅限使用美元（USD）的會員。',
      ],
      'first-deposit': [
        '首存紅利',
        '首次存款後申請，即享 100% 存款紅利，24 小時內審核。',
        '首筆存款審核通過後可申請一次。',
        '每份申請均經人工審核，紅利為存款的 100%，不超過所用幣種的上限。',
      ],
      'daily-checkin': [
        '每日簽到獎勵',
        '連續簽到 7 天，獎勵逐日遞增。',
        '每天在簽到面板簽到一次，日期以站點時區為準。',
        '中斷一天將從第 1 天重新開始。',
      ],
      'weekend-reload': [
        '週末回饋',
        '週六或週日存款即享 20% 回饋紅利。',
        '僅計算週六、週日的存款。',
        '紅利於週一自動發放。',
      ],
      'vip-upgrade': [
        'VIP 晉級禮金',
        '申請加入 VIP，審核通過即得 20.00 USD 晉級禮金。',
        'VIP 團隊將審核您的遊戲紀錄後作出決定。',
        '禮金在審核通過時存入主錢包。',
      ],
      'cricket-cashback': [
        '板球返水',
        '每週板球淨輸額返還 5%。',
        '計算週一至週日已結算的板球投注。',
        '返水每週一發放，無需流水。',
      ],
    },
  },
  vi_VN: {
    categories: { welcome: 'Chào mừng', daily: 'Hằng ngày', vip: 'VIP' },
    rules: 'Thể lệ',
    general: 'Áp dụng điều khoản chung; nhà điều hành có thể thay đổi hoặc kết thúc khuyến mãi này bất cứ lúc nào.',
    promotions: {
      'welcome-gift': [
        'Quà chào mừng',
        'Thành viên mới? Nhận một lần quà miễn phí 5.00 USD.',
        'Mỗi thành viên nhận một lần, cộng ngay vào ví chính.',
        'Dành cho thành viên chơi bằng USD.',
      ],
      'first-deposit': [
        'Thưởng nạp đầu',
        'Đăng ký sau lần nạp đầu tiên để nhận thưởng 100%, duyệt trong 24 giờ.',
        'Đăng ký một lần sau khi lần nạp đầu tiên được duyệt.',
        'Mỗi đơn đều được duyệt thủ công; thưởng bằng 100% tiền nạp, tối đa theo hạn mức của loại tiền.',
      ],
      'daily-checkin': [
        'Thưởng điểm danh hằng ngày',
        'Điểm danh 7 ngày liên tiếp, phần thưởng tăng dần mỗi ngày.',
        'Điểm danh mỗi ngày một lần tại bảng điểm danh; ngày tính theo múi giờ của trang.',
        'Bỏ lỡ một ngày, chu kỳ bắt đầu lại từ ngày 1.',
      ],
      'weekend-reload': [
        'Thưởng nạp cuối tuần',
        'Nạp tiền vào thứ Bảy hoặc Chủ nhật để nhận thưởng 20%.',
        'Chỉ tính các lần nạp vào thứ Bảy và Chủ nhật.',
        'Tiền thưởng được cộng tự động vào thứ Hai.',
      ],
      'vip-upgrade': [
        'Quà thăng hạng VIP',
        'Đăng ký gia nhập VIP và nhận quà 20.00 USD khi được duyệt.',
        'Đội ngũ VIP sẽ xem lịch sử chơi của bạn trước khi quyết định.',
        'Quà được cộng vào ví chính khi đơn được duyệt.',
      ],
      'cricket-cashback': [
        'Hoàn tiền cricket',
        'Nhận lại 5% số tiền thua ròng cricket mỗi tuần.',
        'Tính trên các cược cricket đã kết toán từ thứ Hai đến Chủ nhật.',
        'Hoàn tiền trả vào mỗi thứ Hai, không yêu cầu doanh thu cược.',
      ],
    },
  },
  th_TH: {
    categories: { welcome: 'ต้อนรับ', daily: 'รายวัน', vip: 'VIP' },
    rules: 'กติกา',
    general: 'ใช้ข้อกำหนดทั่วไป ผู้ให้บริการอาจเปลี่ยนแปลงหรือยุติโปรโมชั่นนี้ได้ทุกเมื่อ',
    promotions: {
      'welcome-gift': [
        'ของขวัญต้อนรับ',
        'สมาชิกใหม่? รับของขวัญฟรี 5.00 USD หนึ่งครั้ง',
        'สมาชิกหนึ่งคนรับได้หนึ่งครั้ง เข้ากระเป๋าหลักทันที',
        'สำหรับสมาชิกที่เล่นด้วยสกุลเงิน USD',
      ],
      'first-deposit': [
        'โบนัสฝากครั้งแรก',
        'สมัครหลังฝากครั้งแรกเพื่อรับโบนัส 100% ตรวจสอบภายใน 24 ชั่วโมง',
        'สมัครได้หนึ่งครั้งหลังยอดฝากแรกได้รับอนุมัติ',
        'ทุกใบสมัครตรวจสอบโดยทีมงาน โบนัส 100% ของยอดฝาก ไม่เกินเพดานของสกุลเงิน',
      ],
      'daily-checkin': [
        'รางวัลเช็คอินรายวัน',
        'เช็คอินติดต่อกัน 7 วัน รางวัลเพิ่มขึ้นทุกวัน',
        'เช็คอินวันละครั้งที่แผงเช็คอิน นับวันตามเขตเวลาของเว็บไซต์',
        'ขาดหนึ่งวัน รอบจะเริ่มใหม่ที่วันที่ 1',
      ],
      'weekend-reload': [
        'โบนัสเติมเงินสุดสัปดาห์',
        'ฝากเงินวันเสาร์หรือวันอาทิตย์รับโบนัส 20%',
        'นับเฉพาะยอดฝากวันเสาร์และวันอาทิตย์',
        'โบนัสเข้าบัญชีอัตโนมัติทุกวันจันทร์',
      ],
      'vip-upgrade': [
        'ของขวัญเลื่อนขั้น VIP',
        'สมัครเป็น VIP และรับของขวัญ 20.00 USD เมื่อได้รับอนุมัติ',
        'ทีม VIP จะตรวจสอบประวัติการเล่นก่อนตัดสิน',
        'ของขวัญเข้ากระเป๋าหลักเมื่อได้รับอนุมัติ',
      ],
      'cricket-cashback': [
        'คืนยอดเสียคริกเก็ต',
        'รับคืน 5% ของยอดเสียสุทธิคริกเก็ตทุกสัปดาห์',
        'นับเดิมพันคริกเก็ตที่ชำระแล้วตั้งแต่วันจันทร์ถึงวันอาทิตย์',
        'จ่ายคืนทุกวันจันทร์ ไม่ต้องทำเทิร์นโอเวอร์',
      ],
    },
  },
  hi_IN: {
    categories: { welcome: 'स्वागत', daily: 'दैनिक', vip: 'VIP' },
    rules: 'नियम',
    general: 'सामान्य शर्तें लागू; ऑपरेटर इस प्रमोशन को कभी भी बदल या समाप्त कर सकता है।',
    promotions: {
      'welcome-gift': [
        'स्वागत उपहार',
        'नए हैं? एक बार 5.00 USD का मुफ़्त उपहार पाएँ।',
        'हर सदस्य को एक उपहार, तुरंत मुख्य वॉलेट में।',
        'USD में खेलने वाले सदस्यों के लिए।',
      ],
      'first-deposit': [
        'पहली जमा बोनस',
        'पहली जमा के बाद आवेदन करें और 100% बोनस पाएँ, 24 घंटे में समीक्षा।',
        'पहली जमा स्वीकृत होने के बाद एक बार आवेदन करें।',
        'हर आवेदन की समीक्षा हमारी टीम करती है; बोनस जमा का 100%, आपकी मुद्रा की सीमा तक।',
      ],
      'daily-checkin': [
        'दैनिक चेक-इन इनाम',
        'लगातार 7 दिन चेक-इन करें, इनाम हर दिन बढ़ता है।',
        'चेक-इन पैनल से दिन में एक बार चेक-इन करें; दिन साइट के समय क्षेत्र के अनुसार गिने जाते हैं।',
        'एक दिन छूटने पर चक्र फिर से दिन 1 से शुरू होता है।',
      ],
      'weekend-reload': [
        'वीकेंड रीलोड',
        'शनिवार या रविवार को जमा करें और 20% रीलोड बोनस पाएँ।',
        'केवल शनिवार और रविवार की जमा गिनी जाती है।',
        'बोनस सोमवार को अपने आप जमा होता है।',
      ],
      'vip-upgrade': [
        'VIP अपग्रेड उपहार',
        'VIP में शामिल होने के लिए आवेदन करें, स्वीकृति पर 20.00 USD उपहार पाएँ।',
        'निर्णय से पहले हमारी VIP टीम आपका खेल इतिहास देखती है।',
        'स्वीकृति पर उपहार मुख्य वॉलेट में जमा होता है।',
      ],
      'cricket-cashback': [
        'क्रिकेट कैशबैक',
        'हर हफ़्ते क्रिकेट के शुद्ध नुकसान पर 5% वापस पाएँ।',
        'सोमवार से रविवार तक के निपटाए गए क्रिकेट दांव गिने जाते हैं।',
        'कैशबैक हर सोमवार मिलता है, कोई टर्नओवर ज़रूरी नहीं।',
      ],
    },
  },
  ta_IN: {
    categories: { welcome: 'வரவேற்பு', daily: 'தினசரி', vip: 'VIP' },
    rules: 'விதிமுறைகள்',
    general: 'பொது விதிமுறைகள் பொருந்தும்; இந்த சலுகையை இயக்குநர் எப்போது வேண்டுமானாலும் மாற்றவோ முடிக்கவோ செய்யலாம்.',
    promotions: {
      'welcome-gift': [
        'வரவேற்பு பரிசு',
        'புதியவரா? ஒருமுறை 5.00 USD இலவச பரிசைப் பெறுங்கள்.',
        'ஒரு உறுப்பினருக்கு ஒரு பரிசு, உடனே முதன்மை வாலட்டில் சேர்க்கப்படும்.',
        'USD இல் விளையாடும் உறுப்பினர்களுக்கு மட்டும்.',
      ],
      'first-deposit': [
        'முதல் வைப்பு போனஸ்',
        'முதல் வைப்புக்குப் பிறகு விண்ணப்பித்து 100% போனஸ் பெறுங்கள், 24 மணி நேரத்தில் பரிசீலனை.',
        'முதல் வைப்பு அங்கீகரிக்கப்பட்ட பின் ஒருமுறை விண்ணப்பிக்கலாம்.',
        'ஒவ்வொரு விண்ணப்பமும் எங்கள் குழுவால் பரிசீலிக்கப்படும்; போனஸ் வைப்பின் 100%, உங்கள் நாணய வரம்பு வரை.',
      ],
      'daily-checkin': [
        'தினசரி வருகைப் பதிவு வெகுமதி',
        'தொடர்ந்து 7 நாட்கள் வருகையைப் பதிவு செய்யுங்கள், வெகுமதி ஒவ்வொரு நாளும் உயரும்.',
        'வருகைப் பலகையில் நாளுக்கு ஒருமுறை பதிவு செய்யுங்கள்; நாட்கள் தளத்தின் நேர மண்டலப்படி கணக்கிடப்படும்.',
        'ஒரு நாள் தவறினால் சுழற்சி மீண்டும் நாள் 1 இலிருந்து தொடங்கும்.',
      ],
      'weekend-reload': [
        'வார இறுதி ரீலோட்',
        'சனி அல்லது ஞாயிறு அன்று வைப்பு செய்து 20% ரீலோட் போனஸ் பெறுங்கள்.',
        'சனி, ஞாயிறு வைப்புகள் மட்டுமே கணக்கில் கொள்ளப்படும்.',
        'போனஸ் திங்கள்கிழமை தானாக வரவு வைக்கப்படும்.',
      ],
      'vip-upgrade': [
        'VIP மேம்படுத்தல் பரிசு',
        'VIP இல் சேர விண்ணப்பியுங்கள், அங்கீகாரத்தின் போது 20.00 USD பரிசு பெறுங்கள்.',
        'முடிவெடுக்கும் முன் எங்கள் VIP குழு உங்கள் விளையாட்டு வரலாற்றைப் பார்க்கும்.',
        'அங்கீகாரத்தின் போது பரிசு முதன்மை வாலட்டில் வரவு வைக்கப்படும்.',
      ],
      'cricket-cashback': [
        'கிரிக்கெட் கேஷ்பேக்',
        'ஒவ்வொரு வாரமும் கிரிக்கெட் நிகர இழப்பில் 5% திரும்பப் பெறுங்கள்.',
        'திங்கள் முதல் ஞாயிறு வரை தீர்க்கப்பட்ட கிரிக்கெட் பந்தயங்கள் கணக்கிடப்படும்.',
        'கேஷ்பேக் ஒவ்வொரு திங்களும் வழங்கப்படும், பந்தய சுழற்சி தேவையில்லை.',
      ],
    },
  },
  bn_BD: {
    categories: { welcome: 'স্বাগতম', daily: 'দৈনিক', vip: 'VIP' },
    rules: 'নিয়মাবলি',
    general: 'সাধারণ শর্তাবলি প্রযোজ্য; অপারেটর যেকোনো সময় এই প্রোমোশন পরিবর্তন বা বন্ধ করতে পারে।',
    promotions: {
      'welcome-gift': [
        'স্বাগত উপহার',
        'নতুন সদস্য? একবার 5.00 USD বিনামূল্যে উপহার নিন।',
        'প্রতি সদস্য একবার, সঙ্গে সঙ্গে মূল ওয়ালেটে জমা হয়।',
        'শুধু USD-তে খেলা সদস্যদের জন্য।',
      ],
      'first-deposit': [
        'প্রথম ডিপোজিট বোনাস',
        'প্রথম ডিপোজিটের পর আবেদন করে 100% বোনাস নিন, 24 ঘণ্টার মধ্যে যাচাই।',
        'প্রথম ডিপোজিট অনুমোদনের পর একবার আবেদন করুন।',
        'প্রতিটি আবেদন আমাদের দল যাচাই করে; বোনাস ডিপোজিটের 100%, আপনার মুদ্রার সীমা পর্যন্ত।',
      ],
      'daily-checkin': [
        'দৈনিক চেক-ইন পুরস্কার',
        'টানা 7 দিন চেক-ইন করুন, প্রতিদিন পুরস্কার বাড়ে।',
        'চেক-ইন প্যানেল থেকে দিনে একবার চেক-ইন করুন; দিন গোনা হয় সাইটের সময় অঞ্চল অনুযায়ী।',
        'একদিন বাদ পড়লে চক্র আবার প্রথম দিন থেকে শুরু হয়।',
      ],
      'weekend-reload': [
        'সপ্তাহান্ত রিলোড',
        'শনিবার বা রবিবার ডিপোজিট করে 20% রিলোড বোনাস নিন।',
        'শুধু শনিবার ও রবিবারের ডিপোজিট গণনা হয়।',
        'বোনাস সোমবার স্বয়ংক্রিয়ভাবে জমা হয়।',
      ],
      'vip-upgrade': [
        'VIP আপগ্রেড উপহার',
        'VIP-তে যোগ দিতে আবেদন করুন, অনুমোদনে 20.00 USD উপহার পান।',
        'সিদ্ধান্তের আগে আমাদের VIP দল আপনার খেলার ইতিহাস দেখে।',
        'অনুমোদনের সময় উপহার মূল ওয়ালেটে জমা হয়।',
      ],
      'cricket-cashback': [
        'ক্রিকেট ক্যাশব্যাক',
        'প্রতি সপ্তাহে ক্রিকেটের নিট ক্ষতির 5% ফেরত পান।',
        'সোমবার থেকে রবিবার পর্যন্ত নিষ্পত্তি হওয়া ক্রিকেট বাজি গণনা হয়।',
        'ক্যাশব্যাক প্রতি সোমবার দেওয়া হয়, কোনো টার্নওভার লাগে না।',
      ],
    },
  },
  ja_JP: {
    categories: { welcome: 'ウェルカム', daily: 'デイリー', vip: 'VIP' },
    rules: 'ルール',
    general: '一般規約が適用されます。運営者はいつでも本キャンペーンを変更または終了できます。',
    promotions: {
      'welcome-gift': [
        'ウェルカムギフト',
        '初めての方へ。5.00 USD の無料ギフトを1回受け取れます。',
        'お一人様1回まで、メインウォレットへ即時入金されます。',
        'USD でプレイする会員が対象です。',
      ],
      'first-deposit': [
        '初回入金ボーナス',
        '初回入金後に申請すると100%ボーナス、24時間以内に審査します。',
        '初回入金の承認後に1回申請できます。',
        'すべての申請はスタッフが審査し、ボーナスは入金額の100%（通貨ごとの上限まで）です。',
      ],
      'daily-checkin': [
        'デイリーチェックイン報酬',
        '7日間連続でチェックインすると、報酬が毎日増えます。',
        'チェックインパネルから1日1回チェックインしてください。日付はサイトのタイムゾーンで数えます。',
        '1日でも途切れると1日目からやり直しです。',
      ],
      'weekend-reload': [
        '週末リロード',
        '土曜または日曜の入金で20%のリロードボーナス。',
        '土曜と日曜の入金のみが対象です。',
        'ボーナスは月曜日に自動で付与されます。',
      ],
      'vip-upgrade': [
        'VIP昇格ギフト',
        'VIPに申請し、承認されると20.00 USDのギフトを受け取れます。',
        'VIPチームがプレイ履歴を確認してから判断します。',
        'ギフトは承認時にメインウォレットへ入金されます。',
      ],
      'cricket-cashback': [
        'クリケットキャッシュバック',
        '毎週クリケットの純損失の5%を還元。',
        '月曜から日曜までに確定したクリケットのベットが対象です。',
        'キャッシュバックは毎週月曜に支払われ、賭け条件はありません。',
      ],
    },
  },
  ko_KR: {
    categories: { welcome: '웰컴', daily: '데일리', vip: 'VIP' },
    rules: '이용 규칙',
    general: '일반 약관이 적용되며, 운영자는 언제든지 이 프로모션을 변경하거나 종료할 수 있습니다.',
    promotions: {
      'welcome-gift': [
        '웰컴 선물',
        '처음 오셨나요? 5.00 USD 무료 선물을 한 번 받으세요.',
        '회원당 1회, 메인 지갑에 즉시 지급됩니다.',
        'USD로 플레이하는 회원 대상입니다.',
      ],
      'first-deposit': [
        '첫 입금 보너스',
        '첫 입금 후 신청하면 100% 보너스, 24시간 이내 심사합니다.',
        '첫 입금이 승인된 후 한 번 신청할 수 있습니다.',
        '모든 신청은 담당 팀이 심사하며, 보너스는 입금액의 100%(통화별 한도까지)입니다.',
      ],
      'daily-checkin': [
        '데일리 출석 보상',
        '7일 연속 출석하면 보상이 매일 커집니다.',
        '출석 패널에서 하루 한 번 출석하세요. 날짜는 사이트 시간대 기준입니다.',
        '하루라도 빠지면 1일차부터 다시 시작합니다.',
      ],
      'weekend-reload': [
        '주말 리로드',
        '토요일이나 일요일에 입금하면 20% 리로드 보너스.',
        '토요일과 일요일 입금만 집계됩니다.',
        '보너스는 월요일에 자동 지급됩니다.',
      ],
      'vip-upgrade': [
        'VIP 승급 선물',
        'VIP 가입을 신청하고 승인되면 20.00 USD 선물을 받으세요.',
        'VIP 팀이 플레이 기록을 확인한 후 결정합니다.',
        '선물은 승인 시 메인 지갑에 지급됩니다.',
      ],
      'cricket-cashback': [
        '크리켓 캐시백',
        '매주 크리켓 순손실의 5%를 돌려받으세요.',
        '월요일부터 일요일까지 정산된 크리켓 베팅이 대상입니다.',
        '캐시백은 매주 월요일 지급되며 롤링 조건이 없습니다.',
      ],
    },
  },
  my_MM: {
    categories: { welcome: 'ကြိုဆိုရေး', daily: 'နေ့စဉ်', vip: 'VIP' },
    rules: 'စည်းမျဉ်းများ',
    general: 'ယေဘုယျစည်းကမ်းများ သက်ရောက်သည်၊ လုပ်ငန်းရှင်သည် ဤပရိုမိုးရှင်းကို အချိန်မရွေး ပြောင်းလဲ သို့မဟုတ် ရပ်ဆိုင်းနိုင်သည်။',
    promotions: {
      'welcome-gift': [
        'ကြိုဆိုလက်ဆောင်',
        'အသစ်လား? 5.00 USD အခမဲ့လက်ဆောင်ကို တစ်ကြိမ် ရယူပါ။',
        'အဖွဲ့ဝင်တစ်ဦးလျှင် တစ်ကြိမ်၊ ပင်မပိုက်ဆံအိတ်ထဲသို့ ချက်ချင်းထည့်ပေးသည်။',
        'USD ဖြင့်ကစားသော အဖွဲ့ဝင်များအတွက်သာ။',
      ],
      'first-deposit': [
        'ပထမအပ်ငွေ ဘောနပ်စ်',
        'ပထမအပ်ငွေပြီးနောက် လျှောက်ထားပြီး 100% ဘောနပ်စ် ရယူပါ၊ 24 နာရီအတွင်း စစ်ဆေးသည်။',
        'ပထမအပ်ငွေ အတည်ပြုပြီးနောက် တစ်ကြိမ် လျှောက်ထားနိုင်သည်။',
        'လျှောက်လွှာတိုင်းကို ကျွန်ုပ်တို့အဖွဲ့က စစ်ဆေးပြီး ဘောနပ်စ်မှာ အပ်ငွေ၏ 100%၊ သင့်ငွေကြေး၏ ကန့်သတ်ချက်အထိ ဖြစ်သည်။',
      ],
      'daily-checkin': [
        'နေ့စဉ် ချက်အင် ဆုလာဘ်',
        '7 ရက်ဆက်တိုက် ချက်အင်လုပ်ပါ၊ ဆုလာဘ်သည် နေ့စဉ် တိုးလာသည်။',
        'ချက်အင်ဘောင်မှ တစ်ရက်လျှင် တစ်ကြိမ် ချက်အင်လုပ်ပါ၊ ရက်များကို ဆိုက်၏ အချိန်ဇုန်အတိုင်း ရေတွက်သည်။',
        'တစ်ရက်လွတ်သွားပါက စက်ဝန်းသည် ပထမနေ့မှ ပြန်စသည်။',
      ],
      'weekend-reload': [
        'စနေ၊ တနင်္ဂနွေ ပြန်ဖြည့် ဘောနပ်စ်',
        'စနေ သို့မဟုတ် တနင်္ဂနွေနေ့တွင် ငွေအပ်ပြီး 20% ဘောနပ်စ် ရယူပါ။',
        'စနေနှင့် တနင်္ဂနွေ အပ်ငွေများကိုသာ ရေတွက်သည်။',
        'ဘောနပ်စ်ကို တနင်္လာနေ့တွင် အလိုအလျောက် ထည့်ပေးသည်။',
      ],
      'vip-upgrade': [
        'VIP အဆင့်မြှင့် လက်ဆောင်',
        'VIP ဝင်ရန် လျှောက်ထားပြီး အတည်ပြုချိန်တွင် 20.00 USD လက်ဆောင် ရယူပါ။',
        'ဆုံးဖြတ်ချက်မချမီ VIP အဖွဲ့က သင့်ကစားမှုမှတ်တမ်းကို စစ်ဆေးသည်။',
        'အတည်ပြုချိန်တွင် လက်ဆောင်ကို ပင်မပိုက်ဆံအိတ်ထဲ ထည့်ပေးသည်။',
      ],
      'cricket-cashback': [
        'ခရစ်ကက် ငွေပြန်အမ်း',
        'အပတ်စဉ် ခရစ်ကက် အသားတင်ရှုံးငွေ၏ 5% ကို ပြန်ရယူပါ။',
        'တနင်္လာမှ တနင်္ဂနွေအထိ ငွေရှင်းပြီးသော ခရစ်ကက်လောင်းကြေးများကို ရေတွက်သည်။',
        'ငွေပြန်အမ်းကို တနင်္လာနေ့တိုင်း ပေးပြီး လောင်းကြေးလည်ပတ်မှု မလိုအပ်ပါ။',
      ],
    },
  },
};

/** The daily sign-in's 7 rewards per seeded currency, in cents, growing day by day. */
export const signinRewards: Record<string, number[]> = {
  USD: [100, 200, 300, 500, 800, 1000, 2000],
  INR: [1000, 2000, 3000, 5000, 8000, 10_000, 20_000],
  VND: [1_000_000, 2_000_000, 3_000_000, 5_000_000, 8_000_000, 10_000_000, 20_000_000],
};
