// Seed of the promotion content (promotions-content-data.ts): carousel banners of the
// three use types with their SVG pictures (content_assets, served by GET /api/assets/…), the five
// marquee announcements and the three pop-up bulletins with their settings. Idempotent: a use
// type's banners are written only while it has none (an operator's list stays), announcements and
// bulletins are found by their English title, settings and pictures are INSERT OR IGNORE.
import {
  CAROUSEL_LINK_METHOD,
  CAROUSEL_LINK_TYPE,
  CAROUSEL_USE_TYPE,
  GT_SLOT,
  parseCurrencyList,
  type CarouselUseType,
  type GameLinkParameter,
  type LanguageCode,
} from '@croupier/shared/contracts';
import { providerTypeName } from '../../services/games/index.js';
import { seedSite } from '../seed-data.js';
import type { Db } from '../database.js';
import { pictureAssetWriter } from './content.js';
import type { AreaSeed } from './index.js';
import {
  bannerDesigns,
  bannerTitles,
  bulletinSettingsSeed,
  bulletinsSeed,
  fill,
  marqueeSeed,
  RESPONSIBLE_URL,
  type BannerKey,
} from './promotions-content-data.js';
import { bannerSvg, type BannerSize } from './promotions-content-svg.js';

const HOUR = 3_600_000;

interface GameRow {
  gp_id: string;
  game_type: number;
  game_code: string;
  house: number;
  customized: 0 | 1;
  game_name: string;
  gp_name: string;
  gt_name: string;
}

/** A game of the catalogue as a banner needs it: its link parameter (without currency) and its name per language. */
interface BannerGame {
  link: Omit<GameLinkParameter, 'currency'>;
  name: (language: LanguageCode) => string;
}

function findGame(db: Db, where: string): BannerGame | null {
  const row = db
    .prepare(
      `SELECT g.gp_id, g.game_type, g.game_code, g.house, g.customized, g.game_name, p.gp_name, t.gt_name
         FROM games g JOIN game_providers p ON p.gp_id = g.gp_id JOIN game_types t ON t.gt_id = g.game_type
        WHERE g.active = 1 AND p.active = 1 AND ${where}
        ORDER BY g.is_hot DESC, p.sort, g.sort, g.id LIMIT 1`,
    )
    .get() as GameRow | undefined;
  if (!row) return null;
  const gtName = JSON.parse(row.gt_name) as Record<string, string>;
  const gameName: Record<string, string> = row.game_name.startsWith('{')
    ? (JSON.parse(row.game_name) as Record<string, string>)
    : { en_US: row.game_name };
  const gpGtName = providerTypeName(row.gp_name, gtName.en_US ?? '');
  return {
    link: {
      gt_id: row.game_type,
      gp_id: row.gp_id,
      gp_gt_name: gpGtName,
      customized: row.customized,
      game_code: row.game_code,
      house: row.house,
    },
    name: (language) =>
      row.customized
        ? (gameName[language] ?? gameName.en_US ?? '')
        : providerTypeName(row.gp_name, gtName[language] ?? gtName.en_US ?? ''),
  };
}

interface SeedPicture {
  key: BannerKey;
  currency: string | null;
  link_type: 0 | 1 | 2;
  link_method: 0 | 1;
  link_url: string;
  game: GameLinkParameter | null;
  sort: number;
}

export const seedPromotionsContent: AreaSeed = (db, now) => {
  const siteId = seedSite.site_id;
  const settings = db.prepare('SELECT settings FROM sites WHERE site_id = ?').pluck().get(siteId) as string | undefined;
  if (settings === undefined) return;
  const currencies = parseCurrencyList((JSON.parse(settings) as { CURRENCY?: string }).CURRENCY);

  // A slot of the catalogue, launched as one game, and another provider's slot hall (customized 0).
  const game = findGame(db, `g.customized = 1 AND g.game_type = ${GT_SLOT}`);
  const hall = findGame(db, `g.customized = 0 AND g.game_type = ${GT_SLOT} AND g.gp_id <> '${game?.link.gp_id ?? ''}'`);

  const asset = pictureAssetWriter(db, now);
  const picture = (key: BannerKey, size: BannerSize, headline?: string) =>
    asset(`carousel/${key}-${size}.svg`, bannerSvg({ ...bannerDesigns[key], ...(headline ? { headline } : {}) }, size));
  const titleOf = (key: BannerKey, named?: BannerGame | null): string =>
    JSON.stringify(named ? fill(bannerTitles[key], named.name) : bannerTitles[key]);

  const internal = (key: BannerKey, path: string, sort: number): SeedPicture => ({
    key,
    currency: null,
    link_type: CAROUSEL_LINK_TYPE.internal,
    link_method: CAROUSEL_LINK_METHOD.samePage,
    link_url: path,
    game: null,
    sort,
  });
  const external: SeedPicture = {
    key: 'responsible',
    currency: null,
    link_type: CAROUSEL_LINK_TYPE.external,
    link_method: CAROUSEL_LINK_METHOD.newTab,
    link_url: RESPONSIBLE_URL,
    game: null,
    sort: 10,
  };
  const gameBanner = (
    key: 'game' | 'hall',
    found: BannerGame | null,
    currency: string | null,
    sort: number,
  ): SeedPicture[] =>
    found && currency
      ? [
          {
            key,
            currency,
            link_type: CAROUSEL_LINK_TYPE.game,
            link_method: CAROUSEL_LINK_METHOD.samePage,
            link_url: '',
            game: { currency, ...found.link },
            sort,
          },
        ]
      : [];
  // The game banners carry their currency (GameLinkParameter.currency): one per site currency.
  const big: SeedPicture[] = [
    internal('welcome', '/discount', 40),
    ...currencies.flatMap((c) => gameBanner('game', game, c, 30)),
    ...currencies.flatMap((c) => gameBanner('hall', hall, c, 20)),
    external,
  ];
  const byUseType: [CarouselUseType, BannerSize, SeedPicture[]][] = [
    [CAROUSEL_USE_TYPE.desktopLarge, 'large', big],
    [
      CAROUSEL_USE_TYPE.desktopSmall,
      'small',
      [internal('signin', '/discount', 30), internal('sponsors', '/sponsor', 20), external],
    ],
    [CAROUSEL_USE_TYPE.mobile, 'mobile', big],
  ];

  const hasAny = db.prepare('SELECT 1 FROM carousel_pictures WHERE site_id = ? AND use_type = ? LIMIT 1');
  const insertPicture = db.prepare(
    `INSERT INTO carousel_pictures (site_id, use_type, currency, url, title, link_type, link_method, link_url, game_link_parameter, sort, created_at)
     VALUES (@site_id, @use_type, @currency, @url, @title, @link_type, @link_method, @link_url, @game_link_parameter, @sort, @created_at)`,
  );
  for (const [useType, size, pictures] of byUseType) {
    if (hasAny.get(siteId, useType)) continue;
    for (const p of pictures) {
      const named = p.key === 'game' ? game : p.key === 'hall' ? hall : null;
      insertPicture.run({
        site_id: siteId,
        use_type: useType,
        currency: p.currency,
        url: picture(p.key, size, named?.name('en_US')),
        title: titleOf(p.key, named),
        link_type: p.link_type,
        link_method: p.link_method,
        link_url: p.link_url,
        game_link_parameter: p.game ? JSON.stringify(p.game) : null,
        sort: p.sort,
        created_at: now,
      });
    }
  }

  // The marquee: shown before login too, so the news can open each one (newest = sort 5).
  const announcement = db.prepare(
    `INSERT INTO announcements (site_id, title, content, display_before_login, display_after_login, display_marquee, sort, created_at)
     SELECT @site_id, @title, @content, 1, 0, 1, @sort, @created_at
      WHERE NOT EXISTS (SELECT 1 FROM announcements WHERE site_id = @site_id AND json_extract(title, '$.en_US') = @en_title)`,
  );
  for (const a of marqueeSeed) {
    announcement.run({
      site_id: siteId,
      title: JSON.stringify(a.title),
      content: JSON.stringify(a.content),
      sort: a.sort,
      created_at: now - (marqueeSeed.length - a.sort + 1) * HOUR,
      en_title: a.title.en_US,
    });
  }

  const bulletin = db.prepare(
    `INSERT INTO bulletins (site_id, audience, display_location, display_device, title, content, sort, active, updated_at)
     SELECT @site_id, @audience, @location, 0, @title, @content, 0, 1, @updated_at
      WHERE NOT EXISTS (SELECT 1 FROM bulletins WHERE site_id = @site_id AND audience = @audience
                          AND display_location IS @location AND json_extract(title, '$.en_US') = @en_title)`,
  );
  for (const b of bulletinsSeed) {
    bulletin.run({
      site_id: siteId,
      audience: b.audience,
      location: b.display_location,
      title: JSON.stringify(b.title),
      content: JSON.stringify(b.content),
      updated_at: now,
      en_title: b.title.en_US,
    });
  }
  const setting = db.prepare(
    'INSERT OR IGNORE INTO bulletin_settings (site_id, display_location, display_frequency) VALUES (?, ?, ?)',
  );
  for (const s of bulletinSettingsSeed) setting.run(siteId, s.display_location, s.display_frequency);
};
