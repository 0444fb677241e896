// Game rows as the wire's GameEntry (spec 02 §3), and the one SQL shape every list selects
// them with: active providers only, active games only, the caller's device, the caller's
// favourites (member -1 = a guest, who has none).
import type { GameEntry, GameName } from '@croupier/shared/contracts';
import { gameArtUrl, providerLogoUrl } from './catalogue-urls.js';

export interface EntryRow {
  id: number;
  gp_id: string;
  gp_name: string;
  game_type: number;
  game_code: string;
  game_name: string;
  house: number;
  customized: 0 | 1;
  icon: string;
  is_hot: 0 | 1;
  is_new: 0 | 1;
  type_logo: string;
  provider_icon: string;
  member_favorite: 0 | 1;
}

/**
 * SELECT ... FROM games g + provider + provider type + favourite. Named parameters: @member
 * (member id, -1 for a guest) and @device (a SUPPORT_DEVICE code). Callers add AND clauses.
 */
export const ENTRY_SELECT = `
  SELECT g.id, g.gp_id, p.gp_name, g.game_type, g.game_code, g.game_name, g.house, g.customized, g.icon,
         g.is_hot, g.is_new, pgt.logo AS type_logo, p.icon_light AS provider_icon,
         CASE WHEN f.game_id IS NULL THEN 0 ELSE 1 END AS member_favorite
  FROM games g
  JOIN game_providers p ON p.gp_id = g.gp_id AND p.active = 1
  JOIN provider_game_types pgt ON pgt.gp_id = g.gp_id AND pgt.gt_id = g.game_type
  LEFT JOIN member_game_favorites f ON f.game_id = g.id AND f.member_id = @member
  -- CAST: better-sqlite3 binds JS numbers as REAL (0 would read '0.0').
  WHERE g.active = 1 AND instr(',' || g.devices || ',', ',' || CAST(@device AS INTEGER) || ',') > 0`;

/** A stored game_name: JSON of a per-language map, or the plain string itself. */
export function parseGameName(stored: string): GameName {
  if (!stored.startsWith('{')) return stored;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, string>;
  } catch {
    // Not JSON after all: a name that happens to start with a brace.
  }
  return stored;
}

/** One language's text of a per-language map, falling back to en_US, then to any. */
export function textIn(texts: GameName, lang: string): string {
  if (typeof texts === 'string') return texts;
  return texts[lang] ?? texts.en_US ?? Object.values(texts)[0] ?? '';
}

/** A hall shows the provider's logo (its override for the type, if any); a game its art. */
export function entryIcon(
  row: Pick<EntryRow, 'id' | 'gp_id' | 'customized' | 'icon' | 'type_logo' | 'provider_icon'>,
): string {
  if (row.icon) return row.icon;
  if (row.customized === 0) return row.type_logo || row.provider_icon || providerLogoUrl(row.gp_id);
  return gameArtUrl(row.id);
}

/** "BG Live" + "Live Casino" -> "BG Live Casino"; "R8 Slots" + "Slots" -> "R8 Slots". */
export function providerTypeName(gpName: string, gtName: string): string {
  const words = gpName.trim().split(/\s+/);
  const firstOfType = gtName.trim().split(/\s+/)[0] ?? '';
  if (words.length > 1 && words[words.length - 1]?.toLowerCase() === firstOfType.toLowerCase()) words.pop();
  return `${words.join(' ')} ${gtName}`.trim();
}

export function toGameEntry(row: EntryRow, gtName: string): GameEntry {
  return {
    id: row.id,
    gp_id: row.gp_id,
    gp_name: row.gp_name,
    gp_gt_name: providerTypeName(row.gp_name, gtName),
    game_type: row.game_type,
    game_code: row.game_code,
    game_name: parseGameName(row.game_name),
    house: row.house,
    customized: row.customized === 1,
    icon_light: entryIcon(row),
    member_favorite: row.member_favorite,
    tag: row.is_hot ? 'hot' : row.is_new ? 'new' : '',
  };
}
