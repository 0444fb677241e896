// The games catalogue (spec 02 §3, §7): type groups, label lists, template sections and demo
// lists, read from the migration-010 tables (seeded by db/seeds/games.ts). Every list leaves
// out inactive providers and games and what the caller's device is not offered.
import {
  GAME_LABEL_TAGS,
  GT_SLOT,
  type DemoGame,
  type DemoGtGamesResponse,
  type GameEntry,
  type GameLabelList,
  type GameLabelResponse,
  type GameTypeGroup,
  type TemplateGameSection,
} from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { ENTRY_SELECT, entryIcon, parseGameName, textIn, toGameEntry, type EntryRow } from './catalogue-entries.js';
import { gameTypeIconUrl } from './catalogue-urls.js';

/** The game_code of a provider's lobby game (its entry in the type groups of types 3-9). */
export const LOBBY_GAME_CODE = 'lobby';
/** Not in the spec: the most games a hot or new list of /v2/get_tag_game_list holds. */
export const TAG_LIST_LIMIT = 60;

/** Who asks, in which language, on which device (SUPPORT_DEVICE code). */
export interface Viewer {
  memberId: number | null;
  lang: string;
  supportDevice: number;
}

interface TypeRow {
  gt_id: number;
  gt_name: string;
}

const ORDER = 'ORDER BY pgt.sort, p.sort, g.sort, g.id';

export function createGamesCatalogue(db: Db) {
  const types = db.prepare('SELECT gt_id, gt_name FROM game_types ORDER BY sort, gt_id');
  const site = db.prepare('SELECT 1 FROM sites WHERE site_id = ?');
  // A type's entries: a slot provider's hall, another type's lobby game.
  const groupEntries = db.prepare(
    `${ENTRY_SELECT} AND g.game_type = @gt AND (g.customized = 0 OR g.game_code = '${LOBBY_GAME_CODE}') ${ORDER}`,
  );
  const tagged = db.prepare(
    `${ENTRY_SELECT} AND g.game_type = @gt AND g.customized = 1 AND g.game_code <> '${LOBBY_GAME_CODE}'
       AND ((@tag = 'hot' AND g.is_hot = 1) OR (@tag = 'new' AND g.is_new = 1))
     ${ORDER} LIMIT ${TAG_LIST_LIMIT}`,
  );
  const providerGames = db.prepare(
    `${ENTRY_SELECT} AND g.gp_id = @gp AND g.game_type = @gt AND g.house = @house AND g.customized = 1 ${ORDER}`,
  );
  const providerOffers = db.prepare(
    `SELECT 1 FROM provider_game_types pgt JOIN game_providers p ON p.gp_id = pgt.gp_id AND p.active = 1
     WHERE pgt.gp_id = ? AND pgt.gt_id = ? AND pgt.house = ?`,
  );
  const sections = db.prepare(
    'SELECT id, gt_id, title FROM template_game_sections WHERE site_id = ? ORDER BY sort, id',
  );
  const sectionGames = db.prepare(
    `${ENTRY_SELECT} AND g.id IN (SELECT game_id FROM template_game_section_games WHERE section_id = @section)
     ORDER BY (SELECT sort FROM template_game_section_games WHERE section_id = @section AND game_id = g.id), g.id`,
  );
  const demoProviders = db.prepare(
    `SELECT g.game_type AS gt_id, g.gp_id, p.gp_name, pgt.house, pgt.logo AS type_logo, p.icon_light AS provider_icon
     FROM games g
     JOIN game_providers p ON p.gp_id = g.gp_id AND p.active = 1 AND p.demo = 1
     JOIN provider_game_types pgt ON pgt.gp_id = g.gp_id AND pgt.gt_id = g.game_type
     JOIN game_types t ON t.gt_id = g.game_type
     WHERE g.active = 1 AND g.demo = 1 AND instr(',' || g.devices || ',', ',' || CAST(? AS INTEGER) || ',') > 0
     GROUP BY g.game_type, g.gp_id
     ORDER BY t.sort, pgt.sort, p.sort`,
  );
  const demoGames = db.prepare(
    `SELECT g.id, g.gp_id, g.game_type, g.game_code, g.house, g.game_name, g.icon, g.customized, pgt.logo AS type_logo, p.icon_light AS provider_icon
     FROM games g
     JOIN game_providers p ON p.gp_id = g.gp_id AND p.active = 1 AND p.demo = 1
     JOIN provider_game_types pgt ON pgt.gp_id = g.gp_id AND pgt.gt_id = g.game_type
     WHERE g.active = 1 AND g.demo = 1 AND g.gp_id = ? AND g.game_type = ? AND g.house = ?
     ORDER BY g.sort, g.id`,
  );

  const gameForArt = db.prepare(
    `SELECT g.id, g.game_name, p.gp_name, t.gt_name FROM games g
     JOIN game_providers p ON p.gp_id = g.gp_id JOIN game_types t ON t.gt_id = g.game_type WHERE g.id = ?`,
  );
  const providerNameById = db.prepare('SELECT gp_name FROM game_providers WHERE gp_id = ?');
  const typeNameById = db.prepare('SELECT gt_name FROM game_types WHERE gt_id = ?');

  /** gt_name of every type in the viewer's language (en_US fallback). */
  const typeNames = (lang: string): Map<number, string> =>
    new Map((types.all() as TypeRow[]).map((t) => [t.gt_id, textIn(parseGameName(t.gt_name), lang)]));

  const entries = (rows: EntryRow[], names: Map<number, string>): GameEntry[] =>
    rows.map((row) => toGameEntry(row, names.get(row.game_type) ?? ''));

  const params = (viewer: Viewer) => ({ member: viewer.memberId ?? -1, device: viewer.supportDevice });

  function labelLists(viewer: Viewer, gtId: number, names: Map<number, string>): GameLabelList[] {
    return GAME_LABEL_TAGS.map((tag) => ({
      tag,
      game_list: entries(tagged.all({ ...params(viewer), gt: gtId, tag }) as EntryRow[], names),
    }));
  }

  return {
    siteExists: (siteId: string) => site.get(siteId) !== undefined,

    /** /v3/game_list: every type with at least one entry for the viewer, in type order. */
    typeGroups(viewer: Viewer): GameTypeGroup[] {
      const names = typeNames(viewer.lang);
      return (types.all() as TypeRow[])
        .map((t) => ({
          gt_id: t.gt_id,
          gt_name: names.get(t.gt_id) ?? '',
          gt_icon: gameTypeIconUrl(t.gt_id),
          gt_icon_active: gameTypeIconUrl(t.gt_id, true),
          gp_list: entries(groupEntries.all({ ...params(viewer), gt: t.gt_id }) as EntryRow[], names),
        }))
        .filter((group) => group.gp_list.length > 0);
    },

    /** /v2/get_tag_game_list: the hot and new games of a type across providers. */
    tagLists(viewer: Viewer, gtId: number = GT_SLOT): GameLabelList[] {
      return labelLists(viewer, gtId, typeNames(viewer.lang));
    },

    /** /v2/game_label: a provider's hot and new games of a type and house, and all of them; null if it offers none. */
    label(viewer: Viewer, provider: { gpId: string; gtId: number; house: number }): GameLabelResponse | null {
      if (!providerOffers.get(provider.gpId, provider.gtId, provider.house)) return null;
      const names = typeNames(viewer.lang);
      const rows = providerGames.all({
        ...params(viewer),
        gp: provider.gpId,
        gt: provider.gtId,
        house: provider.house,
      }) as EntryRow[];
      const games = rows.filter((r) => r.game_code !== LOBBY_GAME_CODE);
      const list = [
        {
          tag: 'hot' as const,
          game_list: entries(
            games.filter((r) => r.is_hot === 1),
            names,
          ),
        },
        {
          tag: 'new' as const,
          game_list: entries(
            games.filter((r) => r.is_new === 1),
            names,
          ),
        },
      ];
      const main = entries(rows, names);
      return { list, main };
    },

    /** /v2/get_template_game_list: the site's home sections with their games in order. */
    templateSections(viewer: Viewer, siteId: string): TemplateGameSection[] {
      const names = typeNames(viewer.lang);
      return (sections.all(siteId) as { id: number; gt_id: number; title: string }[]).map((s) => ({
        id: s.id,
        gt_id: s.gt_id,
        title: parseGameName(s.title),
        game_list: entries(sectionGames.all({ ...params(viewer), section: s.id }) as EntryRow[], names),
      }));
    },

    /** What a game's generated thumbnail shows (English names: one picture per game). */
    gameArt(id: number): { id: number; name: string; providerName: string; typeLabel: string } | null {
      const row = gameForArt.get(id) as { id: number; game_name: string; gp_name: string; gt_name: string } | undefined;
      if (!row) return null;
      return {
        id: row.id,
        name: textIn(parseGameName(row.game_name), 'en_US'),
        providerName: row.gp_name,
        typeLabel: textIn(parseGameName(row.gt_name), 'en_US'),
      };
    },
    providerName: (gpId: string) => (providerNameById.get(gpId) as { gp_name: string } | undefined)?.gp_name ?? null,
    typeName(gtId: number, lang = 'en_US'): string | null {
      const row = typeNameById.get(gtId) as { gt_name: string } | undefined;
      return row ? textIn(parseGameName(row.gt_name), lang) : null;
    },

    /** /demo/gt_games: each active demo provider once per game type it has demo games of. */
    demoProviders(supportDevice: number): DemoGtGamesResponse['list'] {
      const rows = demoProviders.all(supportDevice) as {
        gt_id: number;
        gp_id: string;
        gp_name: string;
        house: number;
        type_logo: string;
        provider_icon: string;
      }[];
      return rows.map((r) => ({
        gt_id: r.gt_id,
        gp_id: r.gp_id,
        gp_name: r.gp_name,
        icon_light: entryIcon({
          id: 0,
          gp_id: r.gp_id,
          customized: 0,
          icon: '',
          type_logo: r.type_logo,
          provider_icon: r.provider_icon,
        }),
        house: r.house,
      }));
    },

    /** /demo/gp_games: a demo provider's demo games of one type and house. */
    demoGames(provider: { gpId: string; gtId: number; house: number }): DemoGame[] {
      type DemoRow = Pick<
        EntryRow,
        | 'id'
        | 'gp_id'
        | 'game_type'
        | 'game_code'
        | 'house'
        | 'game_name'
        | 'icon'
        | 'customized'
        | 'type_logo'
        | 'provider_icon'
      >;
      const rows = demoGames.all(provider.gpId, provider.gtId, provider.house) as DemoRow[];
      return rows.map((r) => ({
        gp_id: r.gp_id,
        game_type: r.game_type,
        game_code: r.game_code,
        house: r.house,
        gt_id: r.game_type,
        game_name: parseGameName(r.game_name),
        icon_light: entryIcon(r),
      }));
    },
  };
}
export type GamesCatalogue = ReturnType<typeof createGamesCatalogue>;
