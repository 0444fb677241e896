// Site content seed: logos, footer, float and mobile-footer lists, model lists and
// template configs for the demo site, with their SVG pictures. Idempotent: INSERT OR IGNORE on
// the stable keys (site_id + slug, asset path), so it runs at every start.
import { seedSite } from '../seed-data.js';
import type { Db } from '../database.js';
import {
  ads,
  CONTENT_LANGUAGES,
  floats,
  footerGroups,
  localized,
  loginContent,
  sponsors,
  templates,
} from './content-data.js';
import { adSvg, logoSvg, sponsorSvg } from './content-svg.js';

/** Where the api serves content_assets rows (see routes/content/assets.ts). */
export const ASSET_URL_PREFIX = '/api/assets/';
const MODEL_VERSION = 1;

/** Stores an SVG picture as a content_assets row (an existing one stays) and answers its URL. */
export function svgAssetWriter(db: Db, now: number): (path: string, svg: string) => string {
  const insertAsset = db.prepare(
    "INSERT OR IGNORE INTO content_assets (path, mime, body, updated_at) VALUES (?, 'image/svg+xml', ?, ?)",
  );
  return (path, svg) => {
    insertAsset.run(path, svg, now);
    return ASSET_URL_PREFIX + path;
  };
}

/** Like svgAssetWriter, answering the picture's `.webp` URL (GET /api/assets rasterizes the SVG row):
 * banners, ads, logos and promotions' pictures, which a browser would otherwise draw on its main
 * thread. `@2x` for one drawn at its own size in CSS pixels (the logos), twice as many pixels. */
export function pictureAssetWriter(
  db: Db,
  now: number,
  suffix: '' | '@2x' = '',
): (path: string, svg: string) => string {
  const asset = svgAssetWriter(db, now);
  return (path, svg) => asset(path, svg).replace(/\.svg$/, `${suffix}.webp`);
}

export function seedContent(db: Db, now: number): void {
  const site = db.prepare('SELECT site_id, site_name FROM sites WHERE site_id = ?').get(seedSite.site_id) as
    { site_id: string; site_name: string } | undefined;
  if (!site) return;
  const siteId = site.site_id;

  const asset = svgAssetWriter(db, now);
  const picture = pictureAssetWriter(db, now);
  const logo = pictureAssetWriter(db, now, '@2x');

  const insertLogo = db.prepare(
    'INSERT OR IGNORE INTO content_logos (site_id, device, photo_path, sort) VALUES (?, ?, ?, ?)',
  );
  (['pc', 'mobile'] as const).forEach((device, i) =>
    insertLogo.run(siteId, device, logo(`logos/site-${siteId}-${device}.svg`, logoSvg(site.site_name, device)), i),
  );

  const insertGroup = db.prepare(
    'INSERT OR IGNORE INTO content_footer_groups (site_id, slug, title, content, sort) VALUES (?, ?, ?, ?, ?)',
  );
  const groupId = db.prepare('SELECT id FROM content_footer_groups WHERE site_id = ? AND slug = ?');
  const insertLink = db.prepare(
    'INSERT OR IGNORE INTO content_footer_links (group_id, slug, title, url, open_type, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  footerGroups.forEach((group, i) => {
    insertGroup.run(siteId, group.slug, localized(group.title), group.content ? localized(group.content) : '{}', i);
    const { id } = groupId.get(siteId, group.slug) as { id: number };
    group.links.forEach((link, j) => insertLink.run(id, link.slug, localized(link.title), link.url, link.open_type, j));
  });

  const insertFloat = db.prepare(
    'INSERT OR IGNORE INTO content_floats (site_id, slug, icon, title, url, open_type, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  floats.forEach((f, i) => insertFloat.run(siteId, f.slug, f.icon, localized(f.title), f.url, f.open_type, i));

  const insertNav = db.prepare(
    `INSERT OR IGNORE INTO content_mobile_footer (site_id, template, slug, icon, title, action, path, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertTemplate = db.prepare(
    'INSERT OR IGNORE INTO template_configs (template, theme, model_version, variables) VALUES (?, ?, ?, ?)',
  );
  for (const [name, { config, nav }] of Object.entries(templates)) {
    insertTemplate.run(name, config.theme, config.model_version, JSON.stringify(config.variables));
    nav.forEach((item, i) =>
      insertNav.run(siteId, name, item.slug, item.icon, localized(item.title), item.action, item.path, i),
    );
  }

  const insertModel = db.prepare(
    `INSERT OR IGNORE INTO content_models
       (site_id, kind, slug, language, model_version, title, description, content, photo_path, link, sort)
     VALUES (@site_id, @kind, @slug, @language, @model_version, @title, @description, @content, @photo_path, @link, @sort)`,
  );
  const base = {
    site_id: siteId,
    model_version: MODEL_VERSION,
    description: '',
    content: '',
    photo_path: '',
    link: '',
  };
  for (const language of CONTENT_LANGUAGES) {
    ads.forEach((ad, sort) =>
      insertModel.run({
        ...base,
        kind: 'setting',
        slug: ad.slug,
        language,
        title: ad.title[language],
        photo_path: picture(`ads/${ad.slug}.svg`, adSvg(ad.art)),
        link: ad.link,
        sort,
      }),
    );
    sponsors.forEach((s, sort) =>
      insertModel.run({
        ...base,
        kind: 'sponsor',
        slug: s.slug,
        language,
        title: s.name,
        description: s.description[language],
        photo_path: asset(`sponsors/${s.slug}.svg`, sponsorSvg(s.name, s.colours)),
        link: s.link,
        sort,
      }),
    );
    insertModel.run({
      ...base,
      kind: 'login',
      slug: loginContent.slug,
      language,
      title: loginContent.title[language],
      content: loginContent.content[language],
      sort: 0,
    });
  }
}
