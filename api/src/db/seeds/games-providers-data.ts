// The seed's game providers (spec 02 §3: about 100, codes GPxx / GPxx2 / GPxx3, GPEA and GPNE
// inactive, GPR8 GPJD GPFC GPJL with demo play). Fictional brands; local demo data only.
import type { GamesSiteSettings } from '@croupier/shared/contracts';
import { DEMO_PROVIDERS, INACTIVE_PROVIDERS } from '../../services/games/index.js';

export interface SeedProvider {
  gp_id: string;
  gp_name: string;
  /** gt_ids offered, the first being the provider's main type. */
  types: number[];
  /** Slot games (gt 2); unset = a handful chosen by the seed. */
  slots?: number;
  /** Game names as per-language maps instead of plain English strings. */
  localized?: boolean;
  /** The provider's house for its slot hall (0 unless set). */
  house?: number;
  /** SUPPORT_DEVICE codes of the provider's hall/lobby entries when not every device. */
  entryDevices?: string;
  active: 0 | 1;
  demo: 0 | 1;
  app_id: string;
  sort: number;
}

type Options = Partial<Pick<SeedProvider, 'slots' | 'localized' | 'house' | 'entryDevices'>>;
const p = (gp_id: string, gp_name: string, types: number[], options: Options = {}) => ({
  gp_id,
  gp_name,
  types,
  ...options,
});

const RAW = [
  // The five providers of the base seed (seed-data.ts) keep their names.
  p('GPR8', 'R8 Slots', [2], { slots: 54, localized: true }),
  p('GPJD', 'JD Gaming', [2, 6], { slots: 40, localized: true }),
  p('GPFC', 'FC Fishing', [2], { slots: 24, localized: true }),
  p('GPJL', 'JL Casino', [2, 3, 6], { slots: 36, localized: true }),
  p('GPLL', 'LL Lottery', [5], { localized: true }),
  p('GPPG', 'Pocket Gaming', [2], { slots: 60, localized: true }),
  p('GPPP', 'Prime Play', [2, 3], { slots: 48 }),
  p('GPCQ', 'CQ Nine', [2, 6], { slots: 45, localized: true }),
  p('GPMG', 'Mega Gaming', [2, 3], { slots: 42 }),
  p('GPHB', 'Habit Bay', [2], { slots: 30 }),
  p('GPBN', 'Booming Nine', [2], { slots: 28 }),
  p('GPAG', 'AG Gaming', [3, 6, 2], { localized: true }),
  p('GPAG2', 'AG Asia', [3]),
  p('GPAG3', 'AG Fishing', [2]),
  p('GPAE', 'AE Live', [3]),
  p('GPAP', 'Apollo Play', [2]),
  p('GPBB', 'BB Entertainment', [3, 5, 4]),
  p('GPBG', 'BG Live', [3]),
  p('GPBG2', 'BG Fishing', [2]),
  p('GPBL', 'BL Virtual', [7]),
  p('GPBS', 'BS Sports', [4]),
  p('GPBT', 'BT Esports', [9]),
  p('GPCQ2', 'CQ Live', [3]),
  p('GPCP', 'CP Derby', [8]),
  p('GPCR', 'Crown Sports', [4]),
  p('GPCS', 'Cock Star', [8]),
  p('GPDB', 'DB Gaming', [2, 3, 6], { localized: true }),
  p('GPDB2', 'DB Lottery', [5]),
  // Dream Live's tables run on desktop only (exercises the device filter).
  p('GPDG', 'Dream Live', [3], { entryDevices: '0' }),
  p('GPDS', 'Dragon Soft', [2]),
  p('GPEA', 'EA Casino', [3]),
  p('GPEB', 'EB Sports', [4]),
  p('GPEG', 'Eagle Games', [2]),
  p('GPEP', 'Esport Pro', [9]),
  p('GPES', 'Esport Arena', [9]),
  p('GPEV', 'Evo Play', [2]),
  p('GPEZ', 'EZ Live', [3]),
  p('GPFB', 'FB Sports', [4]),
  p('GPFG', 'Fun Gaming', [2, 6]),
  p('GPFH', 'Fortune House', [2]),
  p('GPFS', 'Fast Spin', [2]),
  p('GPGD', 'Gold Deluxe', [3]),
  p('GPGG', 'Gaming Garden', [2]),
  p('GPGL', 'Global Lottery', [5]),
  p('GPGR', 'Grand Rooster', [8]),
  p('GPGW', 'Golden Wheel', [3]),
  p('GPHC', 'Hot Cards', [6]),
  p('GPHS', 'Hot Sports', [4]),
  p('GPIA', 'IA Esports', [9]),
  p('GPIM', 'IM Sports', [4, 9]),
  p('GPIM2', 'IM Esports', [9]),
  p('GPJD2', 'JD Live', [3]),
  p('GPJK', 'Jackpot King', [2]),
  p('GPKA', 'KA Gaming', [2]),
  p('GPKG', 'King Games', [6]),
  p('GPKM', 'KM Cards', [6]),
  p('GPKV', 'KV Virtual', [7]),
  p('GPKY', 'KY Chess', [6], { localized: true }),
  p('GPKY2', 'KY Poker', [6]),
  p('GPLC', 'Legend Chess', [6]),
  p('GPLG', 'Lion Gaming', [2]),
  p('GPLL2', 'LL Keno', [5]),
  p('GPLV', 'LV Virtual', [7]),
  p('GPMG2', 'Mega Live', [3]),
  p('GPMP', 'MP Cards', [6]),
  p('GPMT', 'Magic Tiger', [2]),
  p('GPMW', 'Mega Win', [2]),
  p('GPNE', 'NE Slots', [2]),
  p('GPNL', 'NL Lotto', [5]),
  p('GPNS', 'Nova Sports', [4]),
  p('GPOB', 'OB Sports', [4], { localized: true }),
  p('GPOB2', 'OB Live', [3]),
  p('GPOB3', 'OB Esports', [9]),
  p('GPPP2', 'Prime Live', [3]),
  p('GPPR', 'PR Poker', [6]),
  p('GPPS', 'Play Star', [2]),
  // Platinum Tech's slots are its second house (exercises house on halls and labels).
  p('GPPT', 'Platinum Tech', [2], { house: 1 }),
  p('GPQT', 'Quick Tables', [6]),
  p('GPRC', 'Royal Cockpit', [8]),
  p('GPRG', 'Red Gold', [2]),
  p('GPRT', 'Rising Tide', [2]),
  p('GPSA', 'SA Gaming', [3], { localized: true }),
  p('GPSA2', 'SA Sports', [4]),
  p('GPSB', 'SB Sports', [4]),
  p('GPSB2', 'SB Virtual', [7]),
  p('GPSG', 'Spade Gaming', [2]),
  p('GPSK', 'Sky Keno', [5]),
  p('GPSP', 'SP Slots', [2]),
  p('GPSV', 'Sabong Vision', [8]),
  p('GPTC', 'TC Lottery', [5]),
  p('GPTF', 'TF Esports', [9]),
  p('GPTP', 'TP Gaming', [2, 6]),
  p('GPTT', 'Top Trend', [2]),
  p('GPUG', 'United Gaming', [4]),
  p('GPVG', 'VG Cards', [6]),
  p('GPVR', 'Virtual Racing', [7]),
  p('GPVR2', 'VR Lottery', [5]),
  p('GPVS', 'Virtual Sports', [7]),
  p('GPWM', 'WM Casino', [3]),
  p('GPWW', 'World Wide', [2]),
  // XG Live is offered on phones and the app only.
  p('GPXG', 'XG Live', [3], { entryDevices: '1,2' }),
  p('GPYB', 'YB Chess', [6]),
  p('GPYG', 'YG Gaming', [2]),
  p('GPYL', 'YL Fishing', [2]),
  p('GPZG', 'Zen Gaming', [2]),
];

const inactive: readonly string[] = INACTIVE_PROVIDERS;
const demo: readonly string[] = DEMO_PROVIDERS;

export const SEED_GAME_PROVIDERS: SeedProvider[] = RAW.map((raw, i) => ({
  ...raw,
  active: inactive.includes(raw.gp_id) ? 0 : 1,
  demo: demo.includes(raw.gp_id) ? 1 : 0,
  app_id: `com.croupier.gp.${raw.gp_id.toLowerCase()}`,
  sort: (i + 1) * 10,
}));

/** Demo games per provider and type: how many of its first games offer demo play (all when absent). */
export const DEMO_GAME_COUNTS: Record<string, Record<number, number | 'all'>> = {
  GPR8: { 2: 'all' },
  GPJD: { 2: 15, 6: 'all' },
  GPFC: { 2: 'all' },
  GPJL: { 2: 12, 6: 2 },
};

/** Brand settings the seed gives the demo site where it has none (GamesSiteSettings). */
export const SEED_GAMES_SETTINGS: Required<GamesSiteSettings> = {
  GAME_OPEN_MODE: 'window',
  GAME_OPEN_RULES: [
    { gp_id: 'GPAG', game_type: 3, mode: 'modal' },
    { gp_id: 'GPJD', mode: 'window' },
  ],
  GAME_ROOM: true,
  JACKPOT_REFRESH_SECONDS: 30,
  PLATFORM_ORDER: [
    'GPR8',
    'GPJD',
    'GPJL',
    'GPFC',
    'GPPG',
    'GPPP',
    'GPCQ',
    'GPMG',
    'GPHB',
    'GPAG',
    'GPSA',
    'GPDG',
    'GPOB',
    'GPIM',
    'GPSB',
    'GPLL',
  ],
};

/** A jackpot pool per currency: the amount the seed starts from and how fast it grows. */
export const SEED_JACKPOTS: { currency: string; base_cents: number; growth_cents_s: number }[] = [
  { currency: 'USD', base_cents: 128_451_736, growth_cents_s: 7 },
  { currency: 'INR', base_cents: 9_876_543_210, growth_cents_s: 530 },
  { currency: 'VND', base_cents: 245_678_900_000, growth_cents_s: 160_000 },
  { currency: 'RMB', base_cents: 888_888_888, growth_cents_s: 45 },
  { currency: 'THB', base_cents: 3_579_135_791, growth_cents_s: 230 },
  { currency: 'WON', base_cents: 135_792_468_000, growth_cents_s: 9_000 },
  { currency: 'JPY', base_cents: 14_567_890_000, growth_cents_s: 1_000 },
  { currency: 'MMK', base_cents: 246_801_357_900, growth_cents_s: 14_000 },
  { currency: 'BDT', base_cents: 12_345_678_901, growth_cents_s: 800 },
  { currency: 'BRL', base_cents: 654_321_098, growth_cents_s: 35 },
  { currency: 'NGN', base_cents: 98_765_432_100, growth_cents_s: 10_000 },
];
