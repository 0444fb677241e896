// Help (faq) pages of a site: one language, falling back to English, then to any language.
import { DEFAULT_LOCALE, type FaqId, type HelpPageDetail, type HelpPageSummary } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';

interface Row {
  help_id: FaqId;
  language: string;
  title: string;
  content: string;
  updated_at: number;
}

// Requested language first, then English, then whatever exists.
const PREFERENCE = `CASE language WHEN @language THEN 0 WHEN '${DEFAULT_LOCALE}' THEN 1 ELSE 2 END`;

export function createHelpPages(db: Db) {
  const detail = db.prepare(
    `SELECT help_id, language, title, content, updated_at FROM help_pages
     WHERE site_id = @site_id AND help_id = @id ORDER BY ${PREFERENCE}, language LIMIT 1`,
  );
  const list = db.prepare(
    `SELECT help_id, title, sort FROM (
       SELECT help_id, title, sort, ROW_NUMBER() OVER (PARTITION BY help_id ORDER BY ${PREFERENCE}, language) AS pick
       FROM help_pages WHERE site_id = @site_id
     ) WHERE pick = 1 ORDER BY sort, help_id`,
  );

  return {
    detail(siteId: string, id: FaqId, language: string): HelpPageDetail | null {
      const row = detail.get({ site_id: siteId, id, language }) as Row | undefined;
      if (!row) return null;
      return {
        id: row.help_id,
        title: row.title,
        content: row.content,
        language: row.language,
        updated_at: row.updated_at,
      };
    },
    list(siteId: string, language: string): HelpPageSummary[] {
      return (list.all({ site_id: siteId, language }) as Pick<Row, 'help_id' | 'title'>[]).map((r) => ({
        id: r.help_id,
        title: r.title,
      }));
    },
  };
}

export type HelpPages = ReturnType<typeof createHelpPages>;
