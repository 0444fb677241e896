// The carousel banners (spec 02 §3; migration 017 carousel_pictures): per site and use_type
// (desktop large, desktop small, mobile), each for one currency or for all (currency NULL). The
// title (the picture's alt text) is stored per language and read in the caller's, else English.
import {
  parseCurrencyList,
  type CarouselLinkMethod,
  type CarouselLinkType,
  type CarouselPicture,
  type CarouselUseType,
  type GameLinkParameter,
} from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { inLanguage } from '../../lib/texts.js';

interface Row {
  id: number;
  url: string;
  title: string;
  link_type: CarouselLinkType;
  link_method: CarouselLinkMethod;
  link_url: string;
  game_link_parameter: string | null;
  sort: number;
}

export interface NewCarouselPicture {
  url: string;
  /** {language: text}; en_US is what a reader without its language gets. */
  title: Record<string, string>;
  link_type: CarouselLinkType;
  link_method: CarouselLinkMethod;
  link_url: string;
  game_link_parameter: GameLinkParameter | null;
  sort: number;
}

/** A banner as the console edits it: its use_type and currency (null: every currency), every language of its title. */
export interface StoredCarouselPicture extends NewCarouselPicture {
  id: number;
  use_type: CarouselUseType;
  currency: string | null;
}

export function createCarousel(db: Db, now: () => number = Date.now) {
  const siteCurrencies = db.prepare("SELECT json_extract(settings, '$.CURRENCY') FROM sites WHERE site_id = ?").pluck();
  // @currency NULL: only the banners for every currency (a site without currencies).
  const list = db.prepare(
    `SELECT id, url, title, link_type, link_method, link_url, game_link_parameter, sort FROM carousel_pictures
      WHERE site_id = @site_id AND use_type = @use_type AND (currency IS NULL OR currency = @currency)
      ORDER BY sort DESC, id ASC`,
  );
  // @use_type NULL: every use_type and currency; else that use_type's banners for @currency (NULL: for every currency).
  const stored = db.prepare(
    `SELECT id, use_type, currency, url, title, link_type, link_method, link_url, game_link_parameter, sort FROM carousel_pictures
      WHERE site_id = @site_id AND (@use_type IS NULL OR (use_type = @use_type AND currency IS @currency))
      ORDER BY use_type, currency IS NOT NULL, currency, sort DESC, id ASC`,
  );
  const remove = db.prepare('DELETE FROM carousel_pictures WHERE site_id = ? AND use_type = ? AND currency IS ?');
  const insert = db.prepare(
    `INSERT INTO carousel_pictures (site_id, use_type, currency, url, title, link_type, link_method, link_url, game_link_parameter, sort, created_at)
     VALUES (@site_id, @use_type, @currency, @url, @title, @link_type, @link_method, @link_url, @game_link_parameter, @sort, @created_at)`,
  );

  /** The site's currencies (CURRENCY setting, first = the default); null for an unknown site. */
  const currenciesOf = (siteId: string): string[] | null => {
    const setting = siteCurrencies.get(siteId) as string | null | undefined;
    return setting === undefined ? null : parseCurrencyList(setting);
  };

  return {
    currenciesOf,
    /**
     * The banners of `useType` for `currency` (and those for every currency), sorted by sort desc
     * then id; without a currency, the site's default currency's. Null for an unknown site.
     */
    list(
      siteId: string,
      useType: CarouselUseType,
      currency: string | null,
      language: string,
    ): CarouselPicture[] | null {
      const currencies = currenciesOf(siteId);
      if (!currencies) return null;
      const wanted = currency ?? currencies[0] ?? null;
      return (list.all({ site_id: siteId, use_type: useType, currency: wanted }) as Row[]).map((r) => ({
        ...r,
        title: inLanguage(r.title, language),
        game_link_parameter:
          r.game_link_parameter === null ? null : (JSON.parse(r.game_link_parameter) as GameLinkParameter),
      }));
    },
    /** The console's list: every banner of the site (or of one use_type and currency) with every language of its title. */
    stored(siteId: string, only?: { use_type: CarouselUseType; currency: string | null }): StoredCarouselPicture[] {
      const rows = stored.all({
        site_id: siteId,
        use_type: only?.use_type ?? null,
        currency: only?.currency ?? null,
      }) as (Row & { use_type: CarouselUseType; currency: string | null })[];
      return rows.map((r) => ({
        ...r,
        title: JSON.parse(r.title) as Record<string, string>,
        game_link_parameter:
          r.game_link_parameter === null ? null : (JSON.parse(r.game_link_parameter) as GameLinkParameter),
      }));
    },
    /** Replaces the banners of one use_type and currency (null: those for every currency) in one transaction; answers their ids. */
    replace(siteId: string, useType: CarouselUseType, currency: string | null, items: NewCarouselPicture[]): number[] {
      return db.transaction(() => {
        remove.run(siteId, useType, currency);
        return items.map((item) =>
          Number(
            insert.run({
              ...item,
              site_id: siteId,
              use_type: useType,
              currency,
              title: JSON.stringify(item.title),
              game_link_parameter: item.game_link_parameter ? JSON.stringify(item.game_link_parameter) : null,
              created_at: now(),
            }).lastInsertRowid,
          ),
        );
      })();
    },
  };
}
export type Carousel = ReturnType<typeof createCarousel>;
