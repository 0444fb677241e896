// Promotions seed: 3 categories and 6 promotions of the demo site in all 11 languages
// with their pictures (content_assets, served by GET /api/assets/promotions/*), one to claim with
// a bonus, two to apply for, the rest informational; and the daily sign-in for every seeded
// currency. Idempotent: the promotions are written only where the site has no category yet (an
// operator's edits survive a restart), the pictures and sign-in activities by INSERT OR IGNORE.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { escapeHtml, LANGUAGES, validTimezone, type LanguageCode } from '@croupier/shared/contracts';
import type { Db } from '../database.js';
import { dayOf } from '../../lib/site-days.js';
import { seedSite } from '../seed-data.js';
import { pictureAssetWriter } from './content.js';
import { promotionTexts, seedCategories, seedPromotions, signinRewards, type CategorySlug } from './promotions-data.js';
import { promotionSvg } from './promotions-svg.js';

dayjs.extend(utc);

const DAY_MS = 86_400_000;

/** {language: text} of every interface language. */
const perLanguage = (pick: (language: LanguageCode) => string) =>
  JSON.stringify(Object.fromEntries(LANGUAGES.map((l) => [l.code, pick(l.code)])));

export function seedPromotionsArea(db: Db, now: number): void {
  const site = db.prepare('SELECT site_id, settings FROM sites WHERE site_id = ?').get(seedSite.site_id) as
    { site_id: string; settings: string } | undefined;
  if (!site) return;
  const siteId = site.site_id;

  const asset = pictureAssetWriter(db, now);
  const pictureOf = (slug: (typeof seedPromotions)[number]['slug']) =>
    asset(`promotions/${slug}.svg`, promotionSvg(slug, promotionTexts.en_US.promotions[slug][0]));
  const pictures = new Map(seedPromotions.map((p) => [p.slug, pictureOf(p.slug)]));

  const hasCategories = db.prepare('SELECT 1 FROM promotion_categories WHERE site_id = ? LIMIT 1').pluck().get(siteId);
  if (!hasCategories) {
    const insertCategory = db.prepare('INSERT INTO promotion_categories (site_id, name, sort) VALUES (?, ?, ?)');
    const categoryIds = new Map<CategorySlug, number>();
    for (const c of seedCategories) {
      categoryIds.set(
        c.slug,
        Number(
          insertCategory.run(
            siteId,
            perLanguage((l) => promotionTexts[l].categories[c.slug]),
            c.sort,
          ).lastInsertRowid,
        ),
      );
    }
    const insertPromotion = db.prepare(
      `INSERT INTO promotions (site_id, category_id, currency, title, summary, content, picture, apply_type, bonus_cents, sort, starts_at, ends_at, created_at)
       VALUES (@site_id, @category_id, @currency, @title, @summary, @content, @picture, @apply_type, @bonus_cents, @sort, @starts_at, @ends_at, @created_at)`,
    );
    for (const p of seedPromotions) {
      const text = (l: LanguageCode) => promotionTexts[l].promotions[p.slug];
      insertPromotion.run({
        site_id: siteId,
        category_id: categoryIds.get(p.category),
        currency: p.currency,
        title: perLanguage((l) => text(l)[0]),
        summary: perLanguage((l) => text(l)[1]),
        content: perLanguage((l) => {
          const [, , first, second] = text(l);
          const items = [first, second, promotionTexts[l].general]
            .map((item) => `<li>${escapeHtml(item)}</li>`)
            .join('');
          return `<h3>${escapeHtml(promotionTexts[l].rules)}</h3><ul>${items}</ul>`;
        }),
        picture: pictures.get(p.slug),
        apply_type: p.apply_type,
        bonus_cents: p.bonus_cents,
        sort: p.sort,
        starts_at: now - 7 * DAY_MS,
        ends_at: p.ends_in_days === null ? null : now + p.ends_in_days * DAY_MS,
        created_at: now,
      });
    }
  }

  // The sign-in runs from 30 days before the first seed, with no end.
  const zone = validTimezone((JSON.parse(site.settings) as { TIMEZONE?: string }).TIMEZONE);
  const start = dayjs.utc(dayOf(now, zone)).subtract(30, 'day').format('YYYY-MM-DD');
  const insertSignin = db.prepare(
    'INSERT OR IGNORE INTO signin_activities (site_id, currency, active, start_date, end_date, rewards_cents) VALUES (?, ?, 1, ?, NULL, ?)',
  );
  for (const [currency, rewards] of Object.entries(signinRewards))
    insertSignin.run(siteId, currency, start, JSON.stringify(rewards));
}
