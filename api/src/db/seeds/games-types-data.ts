// Game type names (spec 02 §3) and the home page's section titles, in all 11 interface
// languages. Local demo data: a brand's operator renames them in its back office.
import type { LanguageCode } from '@croupier/shared/contracts';

export type AllLanguages = Record<LanguageCode, string>;

/** gt_name per gt_id (the prefix and type_name come from GAME_TYPES in the shared contracts). */
export const GAME_TYPE_NAMES: Record<number, AllLanguages> = {
  2: {
    zh_TW: '電子',
    zh_CN: '电子',
    en_US: 'Slots',
    vi_VN: 'Nổ Hũ',
    ko_KR: '슬롯',
    ja_JP: 'スロット',
    th_TH: 'สล็อต',
    hi_IN: 'स्लॉट्स',
    my_MM: 'စလော့',
    ta_IN: 'ஸ்லாட்கள்',
    bn_BD: 'স্লট',
  },
  3: {
    zh_TW: '真人視訊',
    zh_CN: '真人视讯',
    en_US: 'Live Casino',
    vi_VN: 'Casino Trực Tuyến',
    ko_KR: '라이브 카지노',
    ja_JP: 'ライブカジノ',
    th_TH: 'คาสิโนสด',
    hi_IN: 'लाइव कैसीनो',
    my_MM: 'တိုက်ရိုက် ကာစီနို',
    ta_IN: 'நேரடி கேசினோ',
    bn_BD: 'লাইভ ক্যাসিনো',
  },
  4: {
    zh_TW: '體育',
    zh_CN: '体育',
    en_US: 'Sports',
    vi_VN: 'Thể Thao',
    ko_KR: '스포츠',
    ja_JP: 'スポーツ',
    th_TH: 'กีฬา',
    hi_IN: 'स्पोर्ट्स',
    my_MM: 'အားကစား',
    ta_IN: 'விளையாட்டு',
    bn_BD: 'খেলাধুলা',
  },
  5: {
    zh_TW: '彩票',
    zh_CN: '彩票',
    en_US: 'Lottery',
    vi_VN: 'Xổ Số',
    ko_KR: '복권',
    ja_JP: '宝くじ',
    th_TH: 'หวย',
    hi_IN: 'लॉटरी',
    my_MM: 'ထီ',
    ta_IN: 'லாட்டரி',
    bn_BD: 'লটারি',
  },
  6: {
    zh_TW: '棋牌',
    zh_CN: '棋牌',
    en_US: 'Card Games',
    vi_VN: 'Game Bài',
    ko_KR: '카드 게임',
    ja_JP: 'カードゲーム',
    th_TH: 'เกมไพ่',
    hi_IN: 'कार्ड गेम्स',
    my_MM: 'ဖဲဂိမ်း',
    ta_IN: 'சீட்டு விளையாட்டுகள்',
    bn_BD: 'কার্ড গেম',
  },
  7: {
    zh_TW: '虛擬體育',
    zh_CN: '虚拟体育',
    en_US: 'Virtual Sports',
    vi_VN: 'Thể Thao Ảo',
    ko_KR: '가상 스포츠',
    ja_JP: 'バーチャルスポーツ',
    th_TH: 'กีฬาเสมือนจริง',
    hi_IN: 'वर्चुअल स्पोर्ट्स',
    my_MM: 'ဗာချွယ် အားကစား',
    ta_IN: 'மெய்நிகர் விளையாட்டு',
    bn_BD: 'ভার্চুয়াল স্পোর্টস',
  },
  8: {
    zh_TW: '鬥雞',
    zh_CN: '斗鸡',
    en_US: 'Cockfighting',
    vi_VN: 'Đá Gà',
    ko_KR: '투계',
    ja_JP: '闘鶏',
    th_TH: 'ไก่ชน',
    hi_IN: 'मुर्गा लड़ाई',
    my_MM: 'ကြက်တိုက်',
    ta_IN: 'சேவல் சண்டை',
    bn_BD: 'মোরগ লড়াই',
  },
  9: {
    zh_TW: '電競',
    zh_CN: '电竞',
    en_US: 'Esports',
    vi_VN: 'Thể Thao Điện Tử',
    ko_KR: 'e스포츠',
    ja_JP: 'eスポーツ',
    th_TH: 'อีสปอร์ต',
    hi_IN: 'ई-स्पोर्ट्स',
    my_MM: 'အီး-စပို့',
    ta_IN: 'மின்னணு விளையாட்டு',
    bn_BD: 'ই-স্পোর্টস',
  },
};

/**
 * The home page's template sections of the seeded site, one per game type, in order. The slot
 * section is "Featured": the home page also shows the Hot and New slot lists under their own names.
 */
export const TEMPLATE_SECTIONS: { gt_id: number; title: AllLanguages; size: number }[] = [
  {
    gt_id: 2,
    size: 12,
    title: {
      zh_TW: '精選電子',
      zh_CN: '精选电子',
      en_US: 'Featured slots',
      vi_VN: 'Slot nổi bật',
      ko_KR: '추천 슬롯',
      ja_JP: 'おすすめスロット',
      th_TH: 'สล็อตแนะนำ',
      hi_IN: 'चुनिंदा स्लॉट्स',
      my_MM: 'အထူးရွေးချယ်ထားသော စလော့',
      ta_IN: 'சிறப்பு ஸ்லாட்கள்',
      bn_BD: 'বাছাই করা স্লট',
    },
  },
  { gt_id: 3, size: 8, title: GAME_TYPE_NAMES[3]! },
  { gt_id: 4, size: 6, title: GAME_TYPE_NAMES[4]! },
  { gt_id: 5, size: 8, title: GAME_TYPE_NAMES[5]! },
  { gt_id: 6, size: 8, title: GAME_TYPE_NAMES[6]! },
];

/** Languages the seed's translated game names are written in (others fall back to en_US). */
export const NAME_LANGUAGES = ['en_US', 'zh_CN', 'zh_TW', 'vi_VN', 'th_TH', 'ko_KR', 'ja_JP'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];
export type NameTexts = Record<NameLanguage, string>;

/** "Lobby", the last word of a provider's lobby game. */
export const LOBBY_WORD: NameTexts = {
  en_US: 'Lobby',
  zh_CN: '大厅',
  zh_TW: '大廳',
  vi_VN: 'Sảnh',
  th_TH: 'ล็อบบี้',
  ko_KR: '로비',
  ja_JP: 'ロビー',
};
