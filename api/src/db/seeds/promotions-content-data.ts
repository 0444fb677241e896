// The demo site's promotion content: the carousel banners' designs and alt texts, the
// five marquee announcements and the three pop-up bulletins, in all 11 interface languages.
// Local demo data only; the game banner's game is looked up in the seeded catalogue.
import type { LanguageCode } from '@croupier/shared/contracts';
import type { BannerDesign } from './promotions-content-svg.js';

export type Texts = Record<LanguageCode, string>;

/** Fills `{name}` in each language's template. */
export const fill = (template: Texts, name: (language: LanguageCode) => string): Texts =>
  Object.fromEntries(
    Object.entries(template).map(([l, t]) => [l, t.replace('{name}', name(l as LanguageCode))]),
  ) as Texts;

// ---- carousel ----

export type BannerKey = 'welcome' | 'game' | 'hall' | 'responsible' | 'signin' | 'sponsors';

export const bannerDesigns: Record<BannerKey, BannerDesign> = {
  welcome: {
    headline: '100% Welcome Bonus',
    subline: 'On your first deposit, up to 500.00',
    button: 'Claim now',
    colours: ['#7f1d1d', '#dc2626', '#fbbf24'],
    motif: 'gift',
  },
  // headline: the game's English name is written in by the seed.
  game: {
    headline: '',
    subline: 'Featured slot of the week',
    button: 'Play now',
    colours: ['#3b0764', '#7c3aed', '#f0abfc'],
    motif: 'reels',
  },
  hall: {
    headline: '',
    subline: 'Dozens of slots in one hall',
    button: 'Enter the hall',
    colours: ['#064e3b', '#059669', '#a7f3d0'],
    motif: 'coins',
  },
  responsible: {
    headline: 'Play Responsibly',
    subline: 'Limits, breaks and help when you need it',
    button: 'Learn more',
    colours: ['#0c4a6e', '#0284c7', '#7dd3fc'],
    motif: 'shield',
  },
  signin: {
    headline: 'Daily Sign-in',
    subline: 'A reward every day for 7 days',
    button: 'Sign in',
    colours: ['#78350f', '#d97706', '#fde68a'],
    motif: 'calendar',
  },
  sponsors: {
    headline: 'Our Sponsorships',
    subline: 'Proud partner of the game',
    button: 'See more',
    colours: ['#1e1b4b', '#4338ca', '#c7d2fe'],
    motif: 'trophy',
  },
};

/** The banners' alt texts; `{name}`: the game's name or the hall's. */
export const bannerTitles: Record<BannerKey, Texts> = {
  welcome: {
    en_US: '100% welcome bonus on your first deposit',
    zh_CN: '首次存款享 100% 迎新奖金',
    zh_TW: '首次存款享 100% 迎新獎金',
    vi_VN: 'Thưởng chào mừng 100% cho lần nạp tiền đầu tiên',
    th_TH: 'โบนัสต้อนรับ 100% สำหรับการฝากเงินครั้งแรก',
    hi_IN: 'पहली जमा पर 100% स्वागत बोनस',
    ta_IN: 'முதல் வைப்புக்கு 100% வரவேற்பு போனஸ்',
    bn_BD: 'প্রথম জমায় ১০০% স্বাগত বোনাস',
    ja_JP: '初回入金で100%ウェルカムボーナス',
    ko_KR: '첫 입금 시 100% 웰컴 보너스',
    my_MM: 'ပထမဆုံး ငွေသွင်းမှုအတွက် 100% ကြိုဆိုဘောနပ်စ်',
  },
  game: {
    en_US: 'Play {name} now',
    zh_CN: '立即畅玩{name}',
    zh_TW: '立即暢玩{name}',
    vi_VN: 'Chơi ngay {name}',
    th_TH: 'เล่น {name} เลย',
    hi_IN: 'अभी {name} खेलें',
    ta_IN: 'இப்போதே {name} விளையாடுங்கள்',
    bn_BD: 'এখনই {name} খেলুন',
    ja_JP: '今すぐ{name}をプレイ',
    ko_KR: '지금 {name} 플레이',
    my_MM: '{name} ကို ယခုပင် ကစားပါ',
  },
  hall: {
    en_US: 'Enter the {name} hall',
    zh_CN: '进入{name}大厅',
    zh_TW: '進入{name}大廳',
    vi_VN: 'Vào sảnh {name}',
    th_TH: 'เข้าสู่ห้อง {name}',
    hi_IN: '{name} हॉल में प्रवेश करें',
    ta_IN: '{name} அரங்கிற்குள் நுழையுங்கள்',
    bn_BD: '{name} হলে প্রবেশ করুন',
    ja_JP: '{name}ホールへ入場',
    ko_KR: '{name} 홀 입장',
    my_MM: '{name} ခန်းမသို့ ဝင်ရောက်ပါ',
  },
  responsible: {
    en_US: 'Play responsibly: tools and help',
    zh_CN: '理性娱乐：工具与帮助',
    zh_TW: '理性娛樂：工具與協助',
    vi_VN: 'Chơi có trách nhiệm: công cụ và trợ giúp',
    th_TH: 'เล่นอย่างมีความรับผิดชอบ: เครื่องมือและความช่วยเหลือ',
    hi_IN: 'ज़िम्मेदारी से खेलें: टूल और सहायता',
    ta_IN: 'பொறுப்புடன் விளையாடுங்கள்: கருவிகள் மற்றும் உதவி',
    bn_BD: 'দায়িত্বের সাথে খেলুন: টুল ও সহায়তা',
    ja_JP: '責任あるプレイ：ツールとサポート',
    ko_KR: '책임감 있는 게임: 도구와 도움말',
    my_MM: 'တာဝန်သိစွာ ကစားပါ- ကိရိယာများနှင့် အကူအညီ',
  },
  signin: {
    en_US: 'Daily sign-in rewards for 7 days',
    zh_CN: '连续 7 天每日签到奖励',
    zh_TW: '連續 7 天每日簽到獎勵',
    vi_VN: 'Thưởng điểm danh hằng ngày trong 7 ngày',
    th_TH: 'รางวัลเช็คอินรายวันต่อเนื่อง 7 วัน',
    hi_IN: '7 दिनों तक रोज़ाना साइन-इन इनाम',
    ta_IN: '7 நாட்களுக்கு தினசரி உள்நுழைவு வெகுமதிகள்',
    bn_BD: '৭ দিনের দৈনিক সাইন-ইন পুরস্কার',
    ja_JP: '7日間のデイリーログインボーナス',
    ko_KR: '7일 연속 출석 보상',
    my_MM: '၇ ရက်ဆက်တိုက် နေ့စဉ် ဆိုင်းအင် ဆုလာဘ်များ',
  },
  sponsors: {
    en_US: 'Our sports sponsorships',
    zh_CN: '我们的体育赞助',
    zh_TW: '我們的體育贊助',
    vi_VN: 'Các hoạt động tài trợ thể thao của chúng tôi',
    th_TH: 'การสนับสนุนกีฬาของเรา',
    hi_IN: 'हमारे खेल प्रायोजन',
    ta_IN: 'எங்கள் விளையாட்டு ஸ்பான்சர்ஷிப்கள்',
    bn_BD: 'আমাদের ক্রীড়া স্পনসরশিপ',
    ja_JP: '私たちのスポーツスポンサーシップ',
    ko_KR: '스포츠 후원 소식',
    my_MM: 'ကျွန်ုပ်တို့၏ အားကစား စပွန်ဆာများ',
  },
};

/** The external banner's page (a new tab). */
export const RESPONSIBLE_URL = 'https://www.begambleaware.org/';

// ---- marquee (announcements shown in the marquee and in the news) ----

export interface SeedAnnouncement {
  title: Texts;
  content: Texts;
  sort: number;
}

export const marqueeSeed: SeedAnnouncement[] = [
  {
    sort: 1,
    title: {
      en_US: '100% welcome bonus on your first deposit, up to 500.00',
      zh_CN: '首次存款享 100% 迎新奖金，最高 500.00',
      zh_TW: '首次存款享 100% 迎新獎金，最高 500.00',
      vi_VN: 'Thưởng chào mừng 100% cho lần nạp đầu tiên, tối đa 500.00',
      th_TH: 'โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก สูงสุด 500.00',
      hi_IN: 'पहली जमा पर 100% स्वागत बोनस, अधिकतम 500.00',
      ta_IN: 'முதல் வைப்புக்கு 100% வரவேற்பு போனஸ், அதிகபட்சம் 500.00',
      bn_BD: 'প্রথম জমায় ১০০% স্বাগত বোনাস, সর্বোচ্চ 500.00',
      ja_JP: '初回入金で100%ウェルカムボーナス、最大500.00',
      ko_KR: '첫 입금 시 100% 웰컴 보너스, 최대 500.00',
      my_MM: 'ပထမဆုံး ငွေသွင်းမှုအတွက် 100% ကြိုဆိုဘောနပ်စ်၊ အများဆုံး 500.00',
    },
    content: {
      en_US:
        '<p>Register, make your first deposit and receive a <strong>100% bonus</strong> up to 500.00. See <a href="/discount">Promotions</a> for the terms.</p>',
      zh_CN:
        '<p>注册并完成首次存款，即可获得最高 500.00 的 <strong>100% 奖金</strong>。条款详见<a href="/discount">优惠活动</a>。</p>',
      zh_TW:
        '<p>註冊並完成首次存款，即可獲得最高 500.00 的 <strong>100% 獎金</strong>。條款詳見<a href="/discount">優惠活動</a>。</p>',
      vi_VN:
        '<p>Đăng ký, nạp tiền lần đầu và nhận <strong>thưởng 100%</strong> tối đa 500.00. Xem điều khoản tại <a href="/discount">Khuyến mãi</a>.</p>',
      th_TH:
        '<p>สมัครสมาชิก ฝากเงินครั้งแรก แล้วรับ<strong>โบนัส 100%</strong> สูงสุด 500.00 ดูเงื่อนไขได้ที่<a href="/discount">โปรโมชั่น</a></p>',
      hi_IN:
        '<p>रजिस्टर करें, पहली जमा करें और 500.00 तक <strong>100% बोनस</strong> पाएँ। शर्तें <a href="/discount">प्रमोशन</a> में देखें।</p>',
      ta_IN:
        '<p>பதிவு செய்து, முதல் வைப்பைச் செய்து 500.00 வரை <strong>100% போனஸ்</strong> பெறுங்கள். விதிமுறைகளை <a href="/discount">சலுகைகள்</a> பக்கத்தில் பாருங்கள்.</p>',
      bn_BD:
        '<p>নিবন্ধন করুন, প্রথম জমা দিন এবং 500.00 পর্যন্ত <strong>১০০% বোনাস</strong> পান। শর্তাবলি দেখুন <a href="/discount">প্রমোশন</a> পাতায়।</p>',
      ja_JP:
        '<p>登録して初回入金すると、最大500.00の<strong>100%ボーナス</strong>を獲得できます。条件は<a href="/discount">プロモーション</a>をご覧ください。</p>',
      ko_KR:
        '<p>가입 후 첫 입금을 하면 최대 500.00의 <strong>100% 보너스</strong>를 드립니다. 약관은 <a href="/discount">프로모션</a>에서 확인하세요.</p>',
      my_MM:
        '<p>စာရင်းသွင်းပြီး ပထမဆုံး ငွေသွင်းလျှင် 500.00 အထိ <strong>100% ဘောနပ်စ်</strong> ရယူပါ။ စည်းကမ်းချက်များကို <a href="/discount">ပရိုမိုးရှင်း</a> တွင် ကြည့်ပါ။</p>',
    },
  },
  {
    sort: 2,
    title: {
      en_US: 'Daily sign-in: collect a reward every day for 7 days in a row',
      zh_CN: '每日签到：连续 7 天，天天领奖励',
      zh_TW: '每日簽到：連續 7 天，天天領獎勵',
      vi_VN: 'Điểm danh hằng ngày: nhận thưởng mỗi ngày trong 7 ngày liên tiếp',
      th_TH: 'เช็คอินรายวัน: รับรางวัลทุกวันต่อเนื่อง 7 วัน',
      hi_IN: 'रोज़ाना साइन-इन: लगातार 7 दिन हर दिन इनाम पाएँ',
      ta_IN: 'தினசரி உள்நுழைவு: தொடர்ந்து 7 நாட்கள் ஒவ்வொரு நாளும் வெகுமதி பெறுங்கள்',
      bn_BD: 'দৈনিক সাইন-ইন: টানা ৭ দিন প্রতিদিন পুরস্কার নিন',
      ja_JP: 'デイリーログイン：7日間連続で毎日報酬をゲット',
      ko_KR: '매일 출석: 7일 연속 매일 보상을 받으세요',
      my_MM: 'နေ့စဉ် ဆိုင်းအင်- ၇ ရက်ဆက်တိုက် နေ့တိုင်း ဆုလာဘ် ရယူပါ',
    },
    content: {
      en_US:
        '<p>Log in and tap <strong>Sign in</strong> once a day. The seventh day in a row pays the biggest reward.</p>',
      zh_CN: '<p>登录后每天点击一次<strong>签到</strong>。连续第七天奖励最丰厚。</p>',
      zh_TW: '<p>登入後每天點擊一次<strong>簽到</strong>。連續第七天獎勵最豐厚。</p>',
      vi_VN:
        '<p>Đăng nhập và nhấn <strong>Điểm danh</strong> mỗi ngày một lần. Ngày thứ bảy liên tiếp có phần thưởng lớn nhất.</p>',
      th_TH: '<p>เข้าสู่ระบบแล้วกด<strong>เช็คอิน</strong>วันละครั้ง วันที่เจ็ดติดต่อกันได้รางวัลใหญ่ที่สุด</p>',
      hi_IN: '<p>लॉग इन करें और दिन में एक बार <strong>साइन इन</strong> दबाएँ। लगातार सातवें दिन सबसे बड़ा इनाम मिलता है।</p>',
      ta_IN:
        '<p>உள்நுழைந்து நாளுக்கு ஒருமுறை <strong>பதிவு</strong> அழுத்துங்கள். தொடர்ச்சியான ஏழாவது நாள் மிகப்பெரிய வெகுமதி தரும்.</p>',
      bn_BD: '<p>লগ ইন করে দিনে একবার <strong>সাইন ইন</strong> চাপুন। টানা সপ্তম দিনে সবচেয়ে বড় পুরস্কার।</p>',
      ja_JP: '<p>ログインして1日1回<strong>サインイン</strong>をタップ。連続7日目が最も大きな報酬です。</p>',
      ko_KR: '<p>로그인 후 하루에 한 번 <strong>출석</strong>을 누르세요. 연속 7일째에 가장 큰 보상을 드립니다.</p>',
      my_MM: '<p>အကောင့်ဝင်ပြီး တစ်နေ့တစ်ကြိမ် <strong>ဆိုင်းအင်</strong> ကို နှိပ်ပါ။ ဆက်တိုက် သတ္တမမြောက်နေ့တွင် ဆုလာဘ် အများဆုံး ရရှိပါမည်။</p>',
    },
  },
  {
    sort: 3,
    title: {
      en_US: 'Cricket season is here: live odds on every match',
      zh_CN: '板球赛季来了：每场比赛实时赔率',
      zh_TW: '板球賽季來了：每場比賽即時賠率',
      vi_VN: 'Mùa cricket đã đến: tỷ lệ cược trực tiếp cho mọi trận đấu',
      th_TH: 'ฤดูกาลคริกเก็ตมาแล้ว: ราคาต่อรองสดทุกแมตช์',
      hi_IN: 'क्रिकेट सीज़न आ गया: हर मैच पर लाइव ऑड्स',
      ta_IN: 'கிரிக்கெட் சீசன் வந்துவிட்டது: ஒவ்வொரு போட்டிக்கும் நேரடி வாய்ப்பு விகிதங்கள்',
      bn_BD: 'ক্রিকেট মৌসুম এসে গেছে: প্রতিটি ম্যাচে লাইভ অডস',
      ja_JP: 'クリケットシーズン到来：全試合でライブオッズ',
      ko_KR: '크리켓 시즌 개막: 모든 경기 실시간 배당',
      my_MM: 'ခရစ်ကက် ရာသီ ရောက်ပြီ- ပွဲတိုင်းအတွက် တိုက်ရိုက် အလေးသာချက်များ',
    },
    content: {
      en_US: '<p>Bet on every match of the season with <strong>live odds</strong> in the Sports hall.</p>',
      zh_CN: '<p>在体育大厅以<strong>实时赔率</strong>投注本赛季每一场比赛。</p>',
      zh_TW: '<p>在體育大廳以<strong>即時賠率</strong>投注本賽季每一場比賽。</p>',
      vi_VN: '<p>Đặt cược mọi trận đấu của mùa giải với <strong>tỷ lệ cược trực tiếp</strong> tại sảnh Thể thao.</p>',
      th_TH: '<p>เดิมพันทุกแมตช์ของฤดูกาลด้วย<strong>ราคาต่อรองสด</strong>ในห้องกีฬา</p>',
      hi_IN: '<p>स्पोर्ट्स हॉल में <strong>लाइव ऑड्स</strong> के साथ सीज़न के हर मैच पर दांव लगाएँ।</p>',
      ta_IN: '<p>விளையாட்டு அரங்கில் <strong>நேரடி வாய்ப்பு விகிதங்களுடன்</strong> சீசனின் ஒவ்வொரு போட்டியிலும் பந்தயம் கட்டுங்கள்.</p>',
      bn_BD: '<p>স্পোর্টস হলে <strong>লাইভ অডস</strong> সহ মৌসুমের প্রতিটি ম্যাচে বাজি ধরুন।</p>',
      ja_JP: '<p>スポーツホールで、シーズン全試合に<strong>ライブオッズ</strong>でベットできます。</p>',
      ko_KR: '<p>스포츠 홀에서 <strong>실시간 배당</strong>으로 시즌 모든 경기에 베팅하세요.</p>',
      my_MM: '<p>အားကစား ခန်းမတွင် <strong>တိုက်ရိုက် အလေးသာချက်များ</strong>ဖြင့် ရာသီ၏ ပွဲတိုင်းကို လောင်းကြေးထပ်ပါ။</p>',
    },
  },
  {
    sort: 4,
    title: {
      en_US: 'Maintenance: R8 Slots on Tuesday from 02:00 to 04:00 (site time)',
      zh_CN: '维护通知：R8 Slots 将于周二 02:00 至 04:00（站点时间）维护',
      zh_TW: '維護通知：R8 Slots 將於週二 02:00 至 04:00（站點時間）維護',
      vi_VN: 'Bảo trì: R8 Slots vào thứ Ba từ 02:00 đến 04:00 (giờ của trang)',
      th_TH: 'ปิดปรับปรุง: R8 Slots วันอังคาร 02:00 ถึง 04:00 (เวลาของเว็บไซต์)',
      hi_IN: 'रखरखाव: R8 Slots मंगलवार 02:00 से 04:00 तक (साइट समय)',
      ta_IN: 'பராமரிப்பு: R8 Slots செவ்வாய் 02:00 முதல் 04:00 வரை (தள நேரம்)',
      bn_BD: 'রক্ষণাবেক্ষণ: R8 Slots মঙ্গলবার 02:00 থেকে 04:00 (সাইটের সময়)',
      ja_JP: 'メンテナンス：R8 Slots 火曜日 02:00～04:00（サイト時間）',
      ko_KR: '점검 안내: R8 Slots 화요일 02:00~04:00 (사이트 시간)',
      my_MM: 'ပြုပြင်ထိန်းသိမ်းမှု- R8 Slots အင်္ဂါနေ့ 02:00 မှ 04:00 အထိ (ဆိုက်အချိန်)',
    },
    content: {
      en_US:
        '<p>R8 Slots games are closed during the maintenance. Your balance is safe and the other games stay open.</p>',
      zh_CN: '<p>维护期间 R8 Slots 游戏暂停。您的余额安全无虞，其他游戏照常开放。</p>',
      zh_TW: '<p>維護期間 R8 Slots 遊戲暫停。您的餘額安全無虞，其他遊戲照常開放。</p>',
      vi_VN:
        '<p>Các trò chơi R8 Slots tạm đóng trong thời gian bảo trì. Số dư của bạn an toàn và các trò chơi khác vẫn mở.</p>',
      th_TH: '<p>เกม R8 Slots ปิดให้บริการระหว่างปรับปรุง ยอดเงินของคุณปลอดภัย และเกมอื่นยังเปิดตามปกติ</p>',
      hi_IN: '<p>रखरखाव के दौरान R8 Slots के गेम बंद रहेंगे। आपका बैलेंस सुरक्षित है और बाकी गेम खुले रहेंगे।</p>',
      ta_IN:
        '<p>பராமரிப்பின் போது R8 Slots விளையாட்டுகள் மூடப்பட்டிருக்கும். உங்கள் இருப்பு பாதுகாப்பாக உள்ளது, மற்ற விளையாட்டுகள் திறந்திருக்கும்.</p>',
      bn_BD: '<p>রক্ষণাবেক্ষণের সময় R8 Slots গেম বন্ধ থাকবে। আপনার ব্যালেন্স নিরাপদ, অন্যান্য গেম চালু থাকবে।</p>',
      ja_JP:
        '<p>メンテナンス中はR8 Slotsのゲームをご利用いただけません。残高は安全で、その他のゲームは通常どおり遊べます。</p>',
      ko_KR: '<p>점검 중에는 R8 Slots 게임을 이용할 수 없습니다. 잔액은 안전하며 다른 게임은 계속 이용 가능합니다.</p>',
      my_MM: '<p>ပြုပြင်ထိန်းသိမ်းနေစဉ် R8 Slots ဂိမ်းများ ပိတ်ထားပါမည်။ သင့်လက်ကျန်ငွေ လုံခြုံပြီး အခြားဂိမ်းများ ဆက်လက်ဖွင့်ထားပါသည်။</p>',
    },
  },
  {
    sort: 5,
    title: {
      en_US: 'Play responsibly: set your own limits and take breaks',
      zh_CN: '理性娱乐：设定个人限额，适时休息',
      zh_TW: '理性娛樂：設定個人限額，適時休息',
      vi_VN: 'Chơi có trách nhiệm: tự đặt giới hạn và nghỉ ngơi hợp lý',
      th_TH: 'เล่นอย่างมีความรับผิดชอบ: กำหนดขีดจำกัดของคุณเองและพักเป็นระยะ',
      hi_IN: 'ज़िम्मेदारी से खेलें: अपनी सीमा तय करें और ब्रेक लें',
      ta_IN: 'பொறுப்புடன் விளையாடுங்கள்: உங்கள் வரம்புகளை அமைத்து இடைவேளை எடுங்கள்',
      bn_BD: 'দায়িত্বের সাথে খেলুন: নিজের সীমা ঠিক করুন এবং বিরতি নিন',
      ja_JP: '責任あるプレイ：自分で上限を決め、休憩を取りましょう',
      ko_KR: '책임감 있는 게임: 스스로 한도를 정하고 휴식을 취하세요',
      my_MM: 'တာဝန်သိစွာ ကစားပါ- ကိုယ်ပိုင် ကန့်သတ်ချက်များ သတ်မှတ်ပြီး အနားယူပါ',
    },
    content: {
      en_US:
        '<p>Gaming is entertainment. Set a budget, take regular breaks and contact customer service whenever you need help.</p>',
      zh_CN: '<p>游戏只是娱乐。请设定预算、定期休息，如需帮助请随时联系客服。</p>',
      zh_TW: '<p>遊戲只是娛樂。請設定預算、定期休息，如需協助請隨時聯絡客服。</p>',
      vi_VN:
        '<p>Trò chơi là để giải trí. Hãy đặt ngân sách, nghỉ ngơi thường xuyên và liên hệ chăm sóc khách hàng bất cứ khi nào bạn cần giúp đỡ.</p>',
      th_TH: '<p>เกมคือความบันเทิง กำหนดงบประมาณ พักเป็นประจำ และติดต่อฝ่ายบริการลูกค้าได้ทุกเมื่อที่ต้องการความช่วยเหลือ</p>',
      hi_IN: '<p>गेमिंग मनोरंजन है। बजट तय करें, नियमित ब्रेक लें और मदद चाहिए तो कभी भी ग्राहक सेवा से संपर्क करें।</p>',
      ta_IN:
        '<p>விளையாட்டு ஒரு பொழுதுபோக்கு. ஒரு வரவுசெலவை அமைத்து, அடிக்கடி இடைவேளை எடுத்து, உதவி தேவைப்படும் போதெல்லாம் வாடிக்கையாளர் சேவையைத் தொடர்பு கொள்ளுங்கள்.</p>',
      bn_BD:
        '<p>গেমিং বিনোদন মাত্র। একটি বাজেট ঠিক করুন, নিয়মিত বিরতি নিন এবং সাহায্য লাগলে যেকোনো সময় গ্রাহক সেবায় যোগাযোগ করুন।</p>',
      ja_JP:
        '<p>ゲームは娯楽です。予算を決め、定期的に休憩し、困ったときはいつでもカスタマーサービスにご連絡ください。</p>',
      ko_KR:
        '<p>게임은 즐거움을 위한 것입니다. 예산을 정하고 규칙적으로 쉬며, 도움이 필요하면 언제든 고객센터에 문의하세요.</p>',
      my_MM: '<p>ဂိမ်းသည် ဖျော်ဖြေရေးသာ ဖြစ်သည်။ ဘတ်ဂျက် သတ်မှတ်ပါ၊ ပုံမှန် အနားယူပါ၊ အကူအညီ လိုအပ်သည့်အခါတိုင်း ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။</p>',
    },
  },
];

// ---- pop-up bulletins ----

export interface SeedBulletin {
  audience: 'guest' | 'member';
  display_location: 2 | 3 | null;
  title: Texts;
  content: Texts;
}

export const bulletinsSeed: SeedBulletin[] = [
  {
    audience: 'guest',
    display_location: null,
    title: {
      en_US: 'Welcome to Croupier Demo',
      zh_CN: '欢迎来到 Croupier 演示站',
      zh_TW: '歡迎來到 Croupier 示範站',
      vi_VN: 'Chào mừng đến với Croupier Demo',
      th_TH: 'ยินดีต้อนรับสู่ Croupier Demo',
      hi_IN: 'Croupier डेमो में आपका स्वागत है',
      ta_IN: 'Croupier டெமோவுக்கு வரவேற்கிறோம்',
      bn_BD: 'Croupier ডেমোতে স্বাগতম',
      ja_JP: 'Croupier デモへようこそ',
      ko_KR: 'Croupier 데모에 오신 것을 환영합니다',
      my_MM: 'Croupier Demo မှ ကြိုဆိုပါသည်',
    },
    content: {
      en_US:
        '<p>New here? <strong>Register</strong> today and get a <strong>100% bonus</strong> on your first deposit.</p>',
      zh_CN: '<p>新朋友？今天就<strong>注册</strong>，首次存款即享 <strong>100% 奖金</strong>。</p>',
      zh_TW: '<p>新朋友？今天就<strong>註冊</strong>，首次存款即享 <strong>100% 獎金</strong>。</p>',
      vi_VN:
        '<p>Bạn mới đến? <strong>Đăng ký</strong> ngay hôm nay và nhận <strong>thưởng 100%</strong> cho lần nạp đầu tiên.</p>',
      th_TH: '<p>มาใหม่ใช่ไหม? <strong>สมัครสมาชิก</strong>วันนี้ รับ<strong>โบนัส 100%</strong> จากการฝากครั้งแรก</p>',
      hi_IN: '<p>नए हैं? आज ही <strong>रजिस्टर</strong> करें और पहली जमा पर <strong>100% बोनस</strong> पाएँ।</p>',
      ta_IN: '<p>புதியவரா? இன்றே <strong>பதிவு செய்து</strong> முதல் வைப்பில் <strong>100% போனஸ்</strong> பெறுங்கள்.</p>',
      bn_BD: '<p>নতুন? আজই <strong>নিবন্ধন</strong> করুন এবং প্রথম জমায় <strong>১০০% বোনাস</strong> পান।</p>',
      ja_JP:
        '<p>はじめての方は、今すぐ<strong>登録</strong>して初回入金で<strong>100%ボーナス</strong>を受け取りましょう。</p>',
      ko_KR: '<p>처음이신가요? 오늘 <strong>가입</strong>하고 첫 입금 시 <strong>100% 보너스</strong>를 받으세요.</p>',
      my_MM: '<p>အသစ်လား? ယနေ့ပင် <strong>စာရင်းသွင်း</strong>ပြီး ပထမဆုံး ငွေသွင်းမှုတွင် <strong>100% ဘောနပ်စ်</strong> ရယူပါ။</p>',
    },
  },
  {
    audience: 'member',
    display_location: 2,
    title: {
      en_US: 'New: daily sign-in rewards',
      zh_CN: '新功能：每日签到奖励',
      zh_TW: '新功能：每日簽到獎勵',
      vi_VN: 'Mới: thưởng điểm danh hằng ngày',
      th_TH: 'ใหม่: รางวัลเช็คอินรายวัน',
      hi_IN: 'नया: रोज़ाना साइन-इन इनाम',
      ta_IN: 'புதியது: தினசரி உள்நுழைவு வெகுமதிகள்',
      bn_BD: 'নতুন: দৈনিক সাইন-ইন পুরস্কার',
      ja_JP: '新登場：デイリーログイン報酬',
      ko_KR: '신규: 매일 출석 보상',
      my_MM: 'အသစ်- နေ့စဉ် ဆိုင်းအင် ဆုလာဘ်များ',
    },
    content: {
      en_US: '<p>Sign in every day for 7 days and collect growing rewards. See <a href="/discount">Promotions</a>.</p>',
      zh_CN: '<p>连续 7 天每日签到，奖励逐日递增。详见<a href="/discount">优惠活动</a>。</p>',
      zh_TW: '<p>連續 7 天每日簽到，獎勵逐日遞增。詳見<a href="/discount">優惠活動</a>。</p>',
      vi_VN:
        '<p>Điểm danh mỗi ngày trong 7 ngày để nhận phần thưởng tăng dần. Xem <a href="/discount">Khuyến mãi</a>.</p>',
      th_TH: '<p>เช็คอินทุกวันต่อเนื่อง 7 วัน รับรางวัลที่เพิ่มขึ้นทุกวัน ดูที่<a href="/discount">โปรโมชั่น</a></p>',
      hi_IN: '<p>7 दिन तक रोज़ साइन इन करें और बढ़ते इनाम पाएँ। <a href="/discount">प्रमोशन</a> देखें।</p>',
      ta_IN: '<p>7 நாட்கள் தினமும் உள்நுழைந்து அதிகரிக்கும் வெகுமதிகளைப் பெறுங்கள். <a href="/discount">சலுகைகள்</a> பாருங்கள்.</p>',
      bn_BD: '<p>৭ দিন প্রতিদিন সাইন ইন করুন এবং বাড়তে থাকা পুরস্কার নিন। <a href="/discount">প্রমোশন</a> দেখুন।</p>',
      ja_JP:
        '<p>7日間毎日ログインして、増えていく報酬を受け取りましょう。<a href="/discount">プロモーション</a>をご覧ください。</p>',
      ko_KR:
        '<p>7일 동안 매일 출석하고 점점 커지는 보상을 받으세요. <a href="/discount">프로모션</a>을 확인하세요.</p>',
      my_MM: '<p>၇ ရက်ဆက်တိုက် နေ့စဉ် ဆိုင်းအင်ဝင်ပြီး တိုးလာသော ဆုလာဘ်များ ရယူပါ။ <a href="/discount">ပရိုမိုးရှင်း</a> ကို ကြည့်ပါ။</p>',
    },
  },
  {
    audience: 'member',
    display_location: 3,
    title: {
      en_US: 'Deposit tips',
      zh_CN: '存款小贴士',
      zh_TW: '存款小提醒',
      vi_VN: 'Mẹo nạp tiền',
      th_TH: 'เคล็ดลับการฝากเงิน',
      hi_IN: 'जमा करने के सुझाव',
      ta_IN: 'வைப்பு குறிப்புகள்',
      bn_BD: 'জমার টিপস',
      ja_JP: '入金のヒント',
      ko_KR: '입금 안내',
      my_MM: 'ငွေသွင်းခြင်း အကြံပြုချက်များ',
    },
    content: {
      en_US:
        '<p>Bank transfers are credited within <strong>5 minutes</strong>. Always pay to the account shown on this page.</p>',
      zh_CN: '<p>银行转账将在 <strong>5 分钟</strong>内到账。请务必转入本页显示的账户。</p>',
      zh_TW: '<p>銀行轉帳將在 <strong>5 分鐘</strong>內入帳。請務必轉入本頁顯示的帳戶。</p>',
      vi_VN:
        '<p>Chuyển khoản ngân hàng được ghi có trong vòng <strong>5 phút</strong>. Luôn chuyển vào tài khoản hiển thị trên trang này.</p>',
      th_TH: '<p>การโอนผ่านธนาคารจะเข้าบัญชีภายใน <strong>5 นาที</strong> โปรดโอนเข้าบัญชีที่แสดงในหน้านี้เท่านั้น</p>',
      hi_IN: '<p>बैंक ट्रांसफ़र <strong>5 मिनट</strong> में जमा हो जाते हैं। हमेशा इसी पेज पर दिखाए गए खाते में भुगतान करें।</p>',
      ta_IN:
        '<p>வங்கிப் பரிமாற்றங்கள் <strong>5 நிமிடங்களுக்குள்</strong> வரவு வைக்கப்படும். இந்தப் பக்கத்தில் காட்டப்படும் கணக்கிற்கு மட்டுமே செலுத்துங்கள்.</p>',
      bn_BD:
        '<p>ব্যাংক ট্রান্সফার <strong>৫ মিনিটের</strong> মধ্যে জমা হয়। সবসময় এই পাতায় দেখানো অ্যাকাউন্টে টাকা পাঠান।</p>',
      ja_JP:
        '<p>銀行振込は<strong>5分以内</strong>に反映されます。必ずこのページに表示された口座へお振り込みください。</p>',
      ko_KR: '<p>계좌 이체는 <strong>5분 이내</strong>에 반영됩니다. 반드시 이 페이지에 표시된 계좌로 입금하세요.</p>',
      my_MM: '<p>ဘဏ်လွှဲငွေများကို <strong>၅ မိနစ်</strong>အတွင်း ထည့်သွင်းပေးပါသည်။ ဤစာမျက်နှာတွင် ပြထားသော အကောင့်သို့သာ အမြဲ ငွေပေးချေပါ။</p>',
    },
  },
];

/** display_frequency of the members' locations (guests: the default, every session). */
export const bulletinSettingsSeed = [
  { display_location: 2, display_frequency: 0 },
  { display_location: 3, display_frequency: 1 },
] as const;
