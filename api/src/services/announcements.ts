// Announcements of a site (spec 02 §3), each title and content stored per language and read in
// the caller's language, else English. Members read those shown after login; the marquee and
// the before-login list (another issue) read the same rows by their own flags.
import type { Announcement, AnnouncementList } from '@croupier/shared/contracts';
import type { Db } from '../db/database.js';

const FALLBACK_LANGUAGE = 'en_US';

interface Row {
  id: number;
  title: string;
  content: string;
  display_before_login: 0 | 1;
  display_after_login: 0 | 1;
  sort: number;
  created_at: number;
}

export interface NewAnnouncement {
  site_id: string;
  /** {language: text}; en_US is the fallback every reader gets when its language is missing. */
  title: Record<string, string>;
  content: Record<string, string>;
  display_before_login: 0 | 1;
  display_after_login: 0 | 1;
  sort: number;
}

/** The text in `language`, else English, else any language written. */
function inLanguage(json: string, language: string): string {
  const texts = JSON.parse(json) as Record<string, string>;
  return texts[language] ?? texts[FALLBACK_LANGUAGE] ?? Object.values(texts)[0] ?? '';
}

export function createAnnouncements(db: Db, now: () => number = Date.now) {
  const afterLogin = db.prepare(
    `SELECT * FROM announcements WHERE site_id = ? AND display_after_login = 1
      ORDER BY created_at DESC, sort DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const afterLoginCount = db.prepare('SELECT COUNT(*) FROM announcements WHERE site_id = ? AND display_after_login = 1').pluck();
  const insert = db.prepare(
    `INSERT INTO announcements (site_id, title, content, display_before_login, display_after_login, sort, created_at)
     VALUES (@site_id, @title, @content, @display_before_login, @display_after_login, @sort, @created_at)`,
  );

  return {
    afterLogin(siteId: string, language: string, page: number, count: number): AnnouncementList {
      const rows = afterLogin.all(siteId, count, (page - 1) * count) as Row[];
      return {
        web_announcement_list: rows.map(
          (r): Announcement => ({ ...r, title: inLanguage(r.title, language), content: inLanguage(r.content, language) }),
        ),
        total_count: afterLoginCount.get(siteId) as number,
      };
    },
    create(a: NewAnnouncement): number {
      const row = { ...a, title: JSON.stringify(a.title), content: JSON.stringify(a.content), created_at: now() };
      return Number(insert.run(row).lastInsertRowid);
    },
  };
}
export type Announcements = ReturnType<typeof createAnnouncements>;
