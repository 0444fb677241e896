// Words the seed builds game names from: slot names are an adjective and a noun (composed in
// each language's own order), other types draw from lists of real game kinds. Local demo data.
import type { NameLanguage, NameTexts } from './games-types-data.js';

type Word = NameTexts;
const w = (
  en_US: string,
  zh_CN: string,
  zh_TW: string,
  vi_VN: string,
  th_TH: string,
  ko_KR: string,
  ja_JP: string,
): Word => ({
  en_US,
  zh_CN,
  zh_TW,
  vi_VN,
  th_TH,
  ko_KR,
  ja_JP,
});

export const SLOT_ADJECTIVES: Word[] = [
  w('Golden', '黄金', '黃金', 'Vàng', 'ทอง', '황금', '黄金の'),
  w('Lucky', '幸运', '幸運', 'May Mắn', 'นำโชค', '행운의', 'ラッキー'),
  w('Mighty', '强大', '強大', 'Hùng Mạnh', 'ทรงพลัง', '강력한', '最強の'),
  w('Wild', '狂野', '狂野', 'Hoang Dã', 'ป่า', '야생의', 'ワイルド'),
  w('Royal', '皇家', '皇家', 'Hoàng Gia', 'หลวง', '왕실의', 'ロイヤル'),
  w('Mystic', '神秘', '神秘', 'Huyền Bí', 'ลึกลับ', '신비한', '神秘の'),
  w('Fortune', '财富', '財富', 'Tài Lộc', 'โชคลาภ', '재물의', '富の'),
  w('Jade', '翡翠', '翡翠', 'Ngọc Bích', 'หยก', '비취', '翡翠の'),
  w('Fire', '火焰', '火焰', 'Lửa', 'ไฟ', '불의', '炎の'),
  w('Silver', '白银', '白銀', 'Bạc', 'เงิน', '은빛', '銀の'),
  w('Magic', '魔法', '魔法', 'Phép Thuật', 'เวทมนตร์', '마법의', '魔法の'),
  w('Ancient', '远古', '遠古', 'Cổ Đại', 'โบราณ', '고대', '古代の'),
  w('Happy', '欢乐', '歡樂', 'Vui Vẻ', 'แสนสุข', '행복한', 'ハッピー'),
  w('Diamond', '钻石', '鑽石', 'Kim Cương', 'เพชร', '다이아몬드', 'ダイヤモンドの'),
  w('Thunder', '雷霆', '雷霆', 'Sấm Sét', 'สายฟ้า', '천둥의', '雷の'),
  w('Sweet', '甜蜜', '甜蜜', 'Ngọt Ngào', 'หวาน', '달콤한', 'スイート'),
  w('Ocean', '海洋', '海洋', 'Đại Dương', 'มหาสมุทร', '바다의', '海の'),
  w('Midnight', '午夜', '午夜', 'Nửa Đêm', 'เที่ยงคืน', '한밤의', '真夜中の'),
  w('Rich', '富贵', '富貴', 'Phú Quý', 'มั่งคั่ง', '부유한', 'リッチ'),
  w('Starlight', '星光', '星光', 'Ánh Sao', 'แสงดาว', '별빛', '星明かりの'),
];

export const SLOT_NOUNS: Word[] = [
  w('Dragon', '龙', '龍', 'Rồng', 'มังกร', '용', 'ドラゴン'),
  w('Tiger', '虎', '虎', 'Hổ', 'เสือ', '호랑이', 'タイガー'),
  w('Phoenix', '凤凰', '鳳凰', 'Phượng Hoàng', 'ฟีนิกซ์', '불사조', 'フェニックス'),
  w('Panda', '熊猫', '熊貓', 'Gấu Trúc', 'แพนด้า', '판다', 'パンダ'),
  w('Koi', '锦鲤', '錦鯉', 'Cá Chép', 'ปลาคาร์ป', '잉어', '錦鯉'),
  w('Lion', '狮子', '獅子', 'Sư Tử', 'สิงโต', '사자', 'ライオン'),
  w('Empress', '女皇', '女皇', 'Nữ Hoàng', 'จักรพรรดินี', '여제', '女帝'),
  w('Temple', '神殿', '神殿', 'Đền Thờ', 'วิหาร', '신전', '神殿'),
  w('Treasure', '宝藏', '寶藏', 'Kho Báu', 'สมบัติ', '보물', '財宝'),
  w('Fruits', '水果', '水果', 'Trái Cây', 'ผลไม้', '과일', 'フルーツ'),
  w('Gems', '宝石', '寶石', 'Đá Quý', 'อัญมณี', '보석', 'ジェム'),
  w('Pharaoh', '法老', '法老', 'Pharaoh', 'ฟาโรห์', '파라오', 'ファラオ'),
  w('Buffalo', '水牛', '水牛', 'Trâu Rừng', 'ควายป่า', '버팔로', 'バッファロー'),
  w('Wolf', '狼', '狼', 'Sói', 'หมาป่า', '늑대', 'ウルフ'),
  w('Samurai', '武士', '武士', 'Samurai', 'ซามูไร', '사무라이', '侍'),
  w('Pirate', '海盗', '海盜', 'Cướp Biển', 'โจรสลัด', '해적', '海賊'),
  w('Lantern', '灯笼', '燈籠', 'Đèn Lồng', 'โคมไฟ', '초롱', '灯籠'),
  w('Monkey', '猴子', '猴子', 'Khỉ', 'ลิง', '원숭이', 'モンキー'),
  w('Goddess', '女神', '女神', 'Nữ Thần', 'เทพธิดา', '여신', '女神'),
  w('Empire', '帝国', '帝國', 'Đế Chế', 'จักรวรรดิ', '제국', '帝国'),
  w('Fish', '鱼', '魚', 'Cá', 'ปลา', '물고기', 'フィッシュ'),
  w('Reels', '转轴', '轉軸', 'Cuộn Quay', 'วงล้อ', '릴', 'リール'),
  w('Bells', '铃铛', '鈴鐺', 'Chuông', 'ระฆัง', '종', 'ベル'),
  w('Elephant', '大象', '大象', 'Voi', 'ช้าง', '코끼리', 'ゾウ'),
  w('Queen', '女王', '女王', 'Nữ Vương', 'ราชินี', '여왕', 'クイーン'),
  w('Knight', '骑士', '騎士', 'Hiệp Sĩ', 'อัศวิน', '기사', 'ナイト'),
  w('Volcano', '火山', '火山', 'Núi Lửa', 'ภูเขาไฟ', '화산', '火山'),
  w('Jungle', '丛林', '叢林', 'Rừng Xanh', 'ป่าดงดิบ', '정글', 'ジャングル'),
  w('Galaxy', '银河', '銀河', 'Ngân Hà', 'กาแล็กซี', '은하', 'ギャラクシー'),
  w('Carnival', '嘉年华', '嘉年華', 'Lễ Hội', 'คาร์นิวัล', '카니발', 'カーニバル'),
  w('Lotus', '莲花', '蓮花', 'Hoa Sen', 'ดอกบัว', '연꽃', 'ロータス'),
];

/** Extra words plain-string (English-only) slot names sometimes end with. */
export const SLOT_SUFFIXES = ['Deluxe', 'Megaways', 'Hold & Win', 'Rush', 'Blitz', 'Link', 'Bonanza'];

/** How each language puts an adjective and a noun together. */
const COMPOSE: Record<NameLanguage, (adj: string, noun: string) => string> = {
  en_US: (a, n) => `${a} ${n}`,
  zh_CN: (a, n) => a + n,
  zh_TW: (a, n) => a + n,
  vi_VN: (a, n) => `${n} ${a}`,
  th_TH: (a, n) => n + a,
  ko_KR: (a, n) => `${a} ${n}`,
  ja_JP: (a, n) => a + n,
};

export function slotName(adj: Word, noun: Word): NameTexts {
  const out = {} as NameTexts;
  for (const lang of Object.keys(COMPOSE) as NameLanguage[]) out[lang] = COMPOSE[lang](adj[lang], noun[lang]);
  return out;
}

/** Games of the other types, per gt_id. */
export const TYPE_GAMES: Record<number, Word[]> = {
  3: [
    w('Baccarat', '百家乐', '百家樂', 'Baccarat', 'บาคาร่า', '바카라', 'バカラ'),
    w('Speed Baccarat', '极速百家乐', '極速百家樂', 'Baccarat Tốc Độ', 'บาคาร่าสปีด', '스피드 바카라', 'スピードバカラ'),
    w('Blackjack', '二十一点', '二十一點', 'Xì Dách', 'แบล็คแจ็ค', '블랙잭', 'ブラックジャック'),
    w('Roulette', '轮盘', '輪盤', 'Roulette', 'รูเล็ต', '룰렛', 'ルーレット'),
    w('Sic Bo', '骰宝', '骰寶', 'Tài Xỉu', 'ไฮโล', '식보', 'シックボー'),
    w('Dragon Tiger', '龙虎', '龍虎', 'Rồng Hổ', 'เสือมังกร', '드래곤 타이거', 'ドラゴンタイガー'),
    w('Fan Tan', '番摊', '番攤', 'Fan Tan', 'ฟันทัน', '판탄', 'ファンタン'),
  ],
  4: [
    w(
      'Cricket Exchange',
      '板球交易所',
      '板球交易所',
      'Sàn Cricket',
      'ตลาดคริกเก็ต',
      '크리켓 익스체인지',
      'クリケット取引所',
    ),
    w(
      'Football Quick Bet',
      '足球快投',
      '足球快投',
      'Cược Nhanh Bóng Đá',
      'เดิมพันด่วนฟุตบอล',
      '축구 퀵 베팅',
      'サッカークイックベット',
    ),
    w(
      'Basketball Live',
      '篮球直播',
      '籃球直播',
      'Bóng Rổ Trực Tiếp',
      'บาสเกตบอลสด',
      '농구 라이브',
      'バスケットボールライブ',
    ),
  ],
  5: [
    w('Keno', '基诺', '基諾', 'Keno', 'คีโน', '키노', 'キノ'),
    w('Lotto 6/49', '乐透 6/49', '樂透 6/49', 'Xổ Số 6/49', 'ล็อตโต้ 6/49', '로또 6/49', 'ロト6/49'),
    w('Pick 3', '排列三', '排列三', 'Chọn 3', 'เลือก 3', '픽 3', 'ピック3'),
    w('Lucky 10', '幸运10', '幸運10', 'May Mắn 10', 'ลัคกี้ 10', '럭키 10', 'ラッキー10'),
    w('Fast 3', '快三', '快三', 'Nhanh 3', 'ฟาสต์ 3', '패스트 3', 'ファスト3'),
    w('Thai Lottery', '泰国彩票', '泰國彩票', 'Xổ Số Thái', 'หวยไทย', '태국 복권', 'タイ宝くじ'),
    w('Vietnam Lottery', '越南彩票', '越南彩票', 'Xổ Số Việt Nam', 'หวยเวียดนาม', '베트남 복권', 'ベトナム宝くじ'),
    w('PK10 Racing', 'PK10赛车', 'PK10賽車', 'Đua Xe PK10', 'แข่งรถ PK10', 'PK10 레이싱', 'PK10レーシング'),
  ],
  6: [
    w("Texas Hold'em", '德州扑克', '德州撲克', "Texas Hold'em", 'เท็กซัสโฮลเดม', '텍사스 홀덤', 'テキサスホールデム'),
    w('Fight the Landlord', '斗地主', '鬥地主', 'Đấu Địa Chủ', 'สู้เจ้าที่ดิน', '투지주', '闘地主'),
    w('Niu Niu', '牛牛', '牛牛', 'Ngầu Hầm', 'นิวนิว', '니우니우', '牛牛'),
    w('Teen Patti', '印度炸金花', '印度炸金花', 'Teen Patti', 'ทีนปัตติ', '틴 파티', 'ティーンパッティ'),
    w('Andar Bahar', '安达巴哈', '安達巴哈', 'Andar Bahar', 'อันดาร์บาฮาร์', '안다르 바하르', 'アンダルバハール'),
    w('Rummy', '拉米', '拉米', 'Rummy', 'รัมมี่', '러미', 'ラミー'),
    w('Mahjong Duel', '二人麻将', '二人麻將', 'Mạt Chược Đối Kháng', 'ไพ่นกกระจอกดวล', '마작 대결', '二人麻雀'),
  ],
  7: [
    w('Virtual Football', '虚拟足球', '虛擬足球', 'Bóng Đá Ảo', 'ฟุตบอลเสมือน', '가상 축구', 'バーチャルサッカー'),
    w('Horse Racing', '赛马', '賽馬', 'Đua Ngựa', 'แข่งม้า', '경마', '競馬'),
    w('Greyhounds', '赛狗', '賽狗', 'Đua Chó', 'แข่งสุนัข', '그레이하운드', 'ドッグレース'),
    w('Speedway', '赛车', '賽車', 'Đua Xe', 'แข่งรถ', '스피드웨이', 'スピードウェイ'),
    w('Virtual Tennis', '虚拟网球', '虛擬網球', 'Quần Vợt Ảo', 'เทนนิสเสมือน', '가상 테니스', 'バーチャルテニス'),
  ],
  8: [
    w('Sabong Arena', '斗鸡场', '鬥雞場', 'Đấu Trường Đá Gà', 'สังเวียนไก่ชน', '투계장', '闘鶏場'),
    w('Derby Cup', '斗鸡杯', '鬥雞盃', 'Cúp Đá Gà', 'ถ้วยไก่ชน', '투계 컵', '闘鶏カップ'),
    w('Cockpit Live', '斗鸡直播', '鬥雞直播', 'Đá Gà Trực Tiếp', 'ไก่ชนสด', '투계 라이브', '闘鶏ライブ'),
  ],
  9: [
    w('MOBA League', 'MOBA联赛', 'MOBA聯賽', 'Giải MOBA', 'ลีก MOBA', 'MOBA 리그', 'MOBAリーグ'),
    w(
      'Tactical Shooter',
      '战术射击',
      '戰術射擊',
      'Bắn Súng Chiến Thuật',
      'เกมยิงแทคติก',
      '전술 슈팅',
      'タクティカルシューター',
    ),
    w('Battle Royale', '大逃杀', '大逃殺', 'Battle Royale', 'แบทเทิลรอยัล', '배틀로얄', 'バトルロイヤル'),
  ],
};
