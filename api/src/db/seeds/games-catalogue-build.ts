// Builds the seed's games from the provider table and the word lists, deterministically (a
// PRNG seeded by provider and type), so every fresh database holds the same catalogue.
import { gameTypeById, GT_SLOT } from '@croupier/shared/contracts';
import { hashString, LOBBY_GAME_CODE } from '../../services/games/index.js';
import { SLOT_ADJECTIVES, SLOT_NOUNS, SLOT_SUFFIXES, slotName, TYPE_GAMES } from './games-names-data.js';
import { DEMO_GAME_COUNTS, type SeedProvider } from './games-providers-data.js';
import { LOBBY_WORD, NAME_LANGUAGES, type NameTexts } from './games-types-data.js';

export interface SeedGame {
  gp_id: string;
  game_type: number;
  game_code: string;
  house: number;
  customized: 0 | 1;
  /** A plain string or JSON of a per-language map. */
  game_name: string;
  is_hot: 0 | 1;
  is_new: 0 | 1;
  demo: 0 | 1;
  devices: string;
  active: 0 | 1;
  sort: number;
}

/** The game_code of a slot provider's hall entry (the lobby game's is LOBBY_GAME_CODE). */
export const HALL_CODE = 'hall';
const ALL_DEVICES = '0,1,2';

/** mulberry32: a seeded PRNG in [0, 1). */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const asJson = (texts: NameTexts) => JSON.stringify(texts);

function names(provider: SeedProvider, gtId: number, count: number, random: () => number): string[] {
  if (gtId === GT_SLOT) {
    const pairs = shuffled(
      SLOT_ADJECTIVES.flatMap((adj) => SLOT_NOUNS.map((noun) => [adj, noun] as const)),
      random,
    ).slice(0, count);
    return pairs.map(([adj, noun]) => {
      const texts = slotName(adj, noun);
      if (provider.localized) return asJson(texts);
      // Plain names get an English suffix now and then, as real catalogues do.
      const suffix = random() < 0.3 ? ` ${SLOT_SUFFIXES[Math.floor(random() * SLOT_SUFFIXES.length)]}` : '';
      return texts.en_US + suffix;
    });
  }
  const pool = shuffled(TYPE_GAMES[gtId] ?? [], random).slice(0, count);
  return pool.map((texts) => (provider.localized ? asJson(texts) : `${texts.en_US}`));
}

function lobbyName(provider: SeedProvider): string {
  if (!provider.localized) return `${provider.gp_name} ${LOBBY_WORD.en_US}`;
  const texts = {} as NameTexts;
  for (const lang of NAME_LANGUAGES) texts[lang] = `${provider.gp_name} ${LOBBY_WORD[lang]}`;
  return asJson(texts);
}

/** How many games a provider has of a type (besides its hall or lobby entry). */
function gameCount(provider: SeedProvider, gtId: number, random: () => number): number {
  if (gtId === GT_SLOT) return provider.slots ?? 4 + Math.floor(random() * 7);
  const available = TYPE_GAMES[gtId]?.length ?? 0;
  return Math.min(available, 2 + Math.floor(random() * 4));
}

function isDemo(provider: SeedProvider, gtId: number, index: number): 0 | 1 {
  const count = DEMO_GAME_COUNTS[provider.gp_id]?.[gtId];
  if (!provider.demo || count === undefined) return 0;
  return count === 'all' || index < count ? 1 : 0;
}

/** The provider's house for a type. */
export const houseOf = (provider: SeedProvider, gtId: number) => (gtId === GT_SLOT ? (provider.house ?? 0) : 0);

/** Every game row of one provider and type: the hall (slots) or lobby (others) first. */
export function buildGames(provider: SeedProvider, gtId: number): SeedGame[] {
  const type = gameTypeById(gtId);
  if (!type) throw new Error(`unknown game type ${gtId}`);
  const random = prng(hashString(`${provider.gp_id}:${gtId}`));
  const house = houseOf(provider, gtId);
  const entryDevices = provider.entryDevices ?? ALL_DEVICES;
  const short = provider.gp_id.slice(2).toLowerCase();

  const entry: SeedGame =
    gtId === GT_SLOT
      ? {
          gp_id: provider.gp_id,
          game_type: gtId,
          game_code: HALL_CODE,
          house,
          customized: 0,
          game_name: provider.gp_name,
          is_hot: 0,
          is_new: 0,
          demo: 0,
          devices: entryDevices,
          active: 1,
          sort: 0,
        }
      : {
          gp_id: provider.gp_id,
          game_type: gtId,
          game_code: LOBBY_GAME_CODE,
          house,
          customized: 1,
          game_name: lobbyName(provider),
          is_hot: 0,
          is_new: 0,
          demo: 0,
          devices: entryDevices,
          active: 1,
          sort: 0,
        };

  const games = names(provider, gtId, gameCount(provider, gtId, random), random).map((game_name, i): SeedGame => {
    const demo = isDemo(provider, gtId, i);
    const roll = random();
    // Demo games run everywhere; a few others are desktop-only or phone-only, a few retired.
    const devices = demo ? ALL_DEVICES : roll < 0.07 ? '0' : roll < 0.12 ? '1,2' : entryDevices;
    return {
      gp_id: provider.gp_id,
      game_type: gtId,
      game_code: `${type.prefix}${short}_${String(i + 1).padStart(3, '0')}`,
      house,
      customized: 1,
      game_name,
      is_hot: random() < 0.12 ? 1 : 0,
      is_new: random() < 0.1 ? 1 : 0,
      demo,
      devices,
      active: !demo && random() < 0.03 ? 0 : 1,
      sort: i + 1,
    };
  });
  return [entry, ...games];
}
