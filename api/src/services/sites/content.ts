// Reads of the site content tables (migration 003) in their wire shapes (@croupier/shared
// content types). Lists come in their stored order.
import type {
  ContentIcon,
  ContentLinkOpenType,
  FloatEntry,
  FooterGroup,
  LanguageCode,
  LocalizedText,
  LogoEntry,
  MobileFooterAction,
  MobileFooterEntry,
  MobileTemplateName,
  ModelLoginEntry,
  ModelSettingEntry,
  ModelSponsorEntry,
  TemplateConfig,
} from '@croupier/shared/contracts';
import { DEFAULT_LOCALE } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';

const text = (json: string) => JSON.parse(json) as LocalizedText;

interface ModelRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  content: string;
  photo_path: string;
  link: string;
}

export function createContent(db: Db) {
  const siteExists = db.prepare('SELECT 1 FROM sites WHERE site_id = ?');
  const logos = db.prepare('SELECT id, photo_path, device FROM content_logos WHERE site_id = ? ORDER BY sort, id');
  const groups = db.prepare('SELECT id, title, content FROM content_footer_groups WHERE site_id = ? ORDER BY sort, id');
  const links = db.prepare(
    `SELECT l.id, l.group_id, l.title, l.url, l.open_type FROM content_footer_links l
     JOIN content_footer_groups g ON g.id = l.group_id WHERE g.site_id = ? ORDER BY l.sort, l.id`,
  );
  const floats = db.prepare(
    'SELECT id, icon, title, url, open_type FROM content_floats WHERE site_id = ? ORDER BY sort, id',
  );
  const nav = db.prepare(
    'SELECT id, icon, title, action, path FROM content_mobile_footer WHERE site_id = ? AND template = ? ORDER BY sort, id',
  );
  const models = db.prepare(
    `SELECT id, slug, title, description, content, photo_path, link FROM content_models
     WHERE site_id = ? AND kind = ? AND language = ? AND model_version = ? ORDER BY sort, id`,
  );
  const template = db.prepare(
    'SELECT template, theme, model_version, variables FROM template_configs WHERE template = ?',
  );
  const asset = db.prepare('SELECT mime, body, bytes, updated_at FROM content_assets WHERE path = ?');

  /** The language's rows, or English ones where the operator wrote none in that language. */
  const modelRows = (
    siteId: string,
    kind: 'setting' | 'sponsor' | 'login',
    language: LanguageCode,
    version: number,
  ) => {
    const rows = models.all(siteId, kind, language, version) as ModelRow[];
    return rows.length > 0 || language === DEFAULT_LOCALE
      ? rows
      : (models.all(siteId, kind, DEFAULT_LOCALE, version) as ModelRow[]);
  };

  return {
    siteExists: (siteId: string): boolean => siteExists.get(siteId) !== undefined,

    logos: (siteId: string): LogoEntry[] => logos.all(siteId) as LogoEntry[],

    footer(siteId: string): FooterGroup[] {
      const byGroup = new Map<number, FooterGroup>();
      for (const g of groups.all(siteId) as { id: number; title: string; content: string }[]) {
        byGroup.set(g.id, { id: g.id, title: text(g.title), content: text(g.content), links: [] });
      }
      for (const l of links.all(siteId) as {
        id: number;
        group_id: number;
        title: string;
        url: string;
        open_type: ContentLinkOpenType;
      }[]) {
        byGroup.get(l.group_id)?.links.push({ id: l.id, title: text(l.title), url: l.url, open_type: l.open_type });
      }
      return [...byGroup.values()];
    },

    floats: (siteId: string): FloatEntry[] =>
      (
        floats.all(siteId) as {
          id: number;
          icon: ContentIcon;
          title: string;
          url: string;
          open_type: ContentLinkOpenType;
        }[]
      ).map((f) => ({ ...f, title: text(f.title) })),

    mobileFooter: (siteId: string, name: MobileTemplateName): MobileFooterEntry[] =>
      (
        nav.all(siteId, name) as {
          id: number;
          icon: ContentIcon;
          title: string;
          action: MobileFooterAction;
          path: string;
        }[]
      ).map((n) => ({ ...n, title: text(n.title) })),

    modelSettings: (siteId: string, language: LanguageCode, version: number): ModelSettingEntry[] =>
      modelRows(siteId, 'setting', language, version).map(({ id, title, photo_path, link }) => ({
        id,
        title,
        photo_path,
        link,
      })),

    modelSponsors: (siteId: string, language: LanguageCode, version: number): ModelSponsorEntry[] =>
      modelRows(siteId, 'sponsor', language, version).map(({ id, title, description, photo_path, link }) => ({
        id,
        name: title,
        description,
        photo_path,
        link,
      })),

    modelLogin: (siteId: string, language: LanguageCode, version: number): ModelLoginEntry[] =>
      modelRows(siteId, 'login', language, version).map(({ id, title, content, photo_path }) => ({
        id,
        title,
        content,
        photo_path,
      })),

    templateConfig(name: MobileTemplateName): TemplateConfig | null {
      const row = template.get(name) as
        { template: MobileTemplateName; theme: 'dark' | 'light'; model_version: number; variables: string } | undefined;
      return row ? { ...row, variables: JSON.parse(row.variables) as Record<string, string> } : null;
    },

    /** A picture: SVG text in `body`, or an uploaded picture's bytes. */
    asset: (path: string) =>
      asset.get(path) as { mime: string; body: string; bytes: Buffer | null; updated_at: number } | undefined,
  };
}
export type Content = ReturnType<typeof createContent>;
