// Games catalogue seed (spec 02 §3): game types 2-9, about 100 providers with their
// types, halls, lobbies and games, the demo site's home sections, jackpots and games settings.
// Idempotent: INSERT OR IGNORE on stable keys (gt_id, gp_id, gp_id + gt_id, gp_id + game_type +
// game_code, site + currency), and updates only where a value is still unset, so an operator's
// change survives a restart and a developer's existing database picks the catalogue up.
import { GAME_TYPES } from '@croupier/shared/contracts';
import { LOBBY_GAME_CODE, PROVIDER_LOGO_OVERRIDE_GT_IDS, providerLogoUrl } from '../../services/games/index.js';
import { seedSite } from '../seed-data.js';
import type { Db } from '../database.js';
import { buildGames, houseOf } from './games-catalogue-build.js';
import { SEED_GAME_PROVIDERS, SEED_GAMES_SETTINGS, SEED_JACKPOTS } from './games-providers-data.js';
import { GAME_TYPE_NAMES, TEMPLATE_SECTIONS } from './games-types-data.js';
import type { AreaSeed } from './index.js';

const logoOverride: readonly number[] = PROVIDER_LOGO_OVERRIDE_GT_IDS;

function seedTypes(db: Db): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO game_types (gt_id, prefix, type_name, gt_name, sort) VALUES (?, ?, ?, ?, ?)',
  );
  GAME_TYPES.forEach((t, i) =>
    insert.run(t.gt_id, t.prefix, t.type_name, JSON.stringify(GAME_TYPE_NAMES[t.gt_id]), i + 1),
  );
}

function seedProviders(db: Db): void {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO game_providers (gp_id, gp_name, active, icon_light, icon_dark, app_id, sort, demo)
     VALUES (@gp_id, @gp_name, @active, @icon_light, @icon_dark, @app_id, @sort, @demo)`,
  );
  // The base seed's rows (seed-data.ts) predate these columns: fill them once, then leave them.
  const fillNew = db.prepare(
    "UPDATE game_providers SET app_id = @app_id, sort = @sort, demo = @demo WHERE gp_id = @gp_id AND app_id = ''",
  );
  const fillIcons = db.prepare(
    "UPDATE game_providers SET icon_light = @icon_light, icon_dark = @icon_dark WHERE gp_id = @gp_id AND icon_light LIKE '/images/providers/%'",
  );
  const insertType = db.prepare(
    'INSERT OR IGNORE INTO provider_game_types (gp_id, gt_id, house, logo, sort) VALUES (?, ?, ?, ?, ?)',
  );
  const insertGame = db.prepare(
    `INSERT OR IGNORE INTO games (gp_id, game_type, game_code, house, customized, game_name, icon, is_hot, is_new, demo, devices, active, sort)
     VALUES (@gp_id, @game_type, @game_code, @house, @customized, @game_name, '', @is_hot, @is_new, @demo, @devices, @active, @sort)`,
  );

  for (const provider of SEED_GAME_PROVIDERS) {
    const row = {
      gp_id: provider.gp_id,
      gp_name: provider.gp_name,
      active: provider.active,
      icon_light: providerLogoUrl(provider.gp_id),
      icon_dark: providerLogoUrl(provider.gp_id, { dark: true }),
      app_id: provider.app_id,
      sort: provider.sort,
      demo: provider.demo,
    };
    insert.run(row);
    fillNew.run(row);
    fillIcons.run(row);
    for (const gtId of provider.types) {
      const logo = logoOverride.includes(gtId) ? providerLogoUrl(provider.gp_id, { gtId }) : '';
      insertType.run(provider.gp_id, gtId, houseOf(provider, gtId), logo, provider.sort);
      for (const game of buildGames(provider, gtId)) insertGame.run(game);
    }
  }
}

/** The demo site's home sections; a new section gets its games once (an operator edits them later). */
function seedSections(db: Db, siteId: string): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO template_game_sections (site_id, gt_id, title, sort) VALUES (?, ?, ?, ?)',
  );
  const sectionId = db.prepare('SELECT id FROM template_game_sections WHERE site_id = ? AND gt_id = ?');
  // Hot games first, then lobbies, then the rest, over the active providers in their order.
  const pick = db.prepare(
    `SELECT g.id FROM games g JOIN game_providers p ON p.gp_id = g.gp_id
     WHERE g.game_type = ? AND g.customized = 1 AND g.active = 1 AND p.active = 1 AND g.devices = '0,1,2'
     ORDER BY g.is_hot DESC, g.game_code = '${LOBBY_GAME_CODE}' DESC, p.sort, g.sort LIMIT ?`,
  );
  const insertGame = db.prepare(
    'INSERT OR IGNORE INTO template_game_section_games (section_id, game_id, sort) VALUES (?, ?, ?)',
  );
  TEMPLATE_SECTIONS.forEach((section, i) => {
    if (insert.run(siteId, section.gt_id, JSON.stringify(section.title), i + 1).changes === 0) return;
    const { id } = sectionId.get(siteId, section.gt_id) as { id: number };
    (pick.all(section.gt_id, section.size) as { id: number }[]).forEach((g, j) => insertGame.run(id, g.id, j + 1));
  });
}

function seedJackpots(db: Db, siteId: string, now: number): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO jackpots (site_id, currency, base_cents, growth_cents_s, started_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const j of SEED_JACKPOTS) insert.run(siteId, j.currency, j.base_cents, j.growth_cents_s, now);
}

/** The brand's games settings, each only where the site has none (brands change them). */
function seedSettings(db: Db, siteId: string): void {
  for (const [key, value] of Object.entries(SEED_GAMES_SETTINGS)) {
    db.prepare(
      `UPDATE sites SET settings = json_set(settings, '$.${key}', json(?))
       WHERE site_id = ? AND json_type(settings, '$.${key}') IS NULL`,
    ).run(JSON.stringify(value), siteId);
  }
}

export const seedGames: AreaSeed = (db, now) => {
  seedTypes(db);
  seedProviders(db);
  const site = db.prepare('SELECT site_id FROM sites WHERE site_id = ?').get(seedSite.site_id) as
    { site_id: string } | undefined;
  if (!site) return;
  seedSections(db, site.site_id);
  seedJackpots(db, site.site_id, now);
  seedSettings(db, site.site_id);
};
