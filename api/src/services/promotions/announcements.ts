// Announcements of a site (spec 02 §3), each title and content stored per language and read in
// the caller's language, else English. Members read those shown after login; the marquee
// (display_marquee), the news (display_before_login) and one announcement's detail read the same
// rows by their own flags.
import type { Announcement, AnnouncementList } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { inLanguage } from '../../lib/texts.js';

interface Row {
  id: number;
  title: string;
  content: string;
  display_before_login: 0 | 1;
  display_after_login: 0 | 1;
  sort: number;
  created_at: number;
  display_marquee?: 0 | 1;
}

export interface NewAnnouncement {
  site_id: string;
  /** {language: text}; en_US is the fallback every reader gets when its language is missing. */
  title: Record<string, string>;
  content: Record<string, string>;
  display_before_login: 0 | 1;
  display_after_login: 0 | 1;
  sort: number;
  /** Shown in the marquee (default 0). */
  display_marquee?: 0 | 1;
}

export function createAnnouncements(db: Db, now: () => number = Date.now) {
  const afterLogin = db.prepare(
    `SELECT * FROM announcements WHERE site_id = ? AND display_after_login = 1
      ORDER BY created_at DESC, sort DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const afterLoginCount = db
    .prepare('SELECT COUNT(*) FROM announcements WHERE site_id = ? AND display_after_login = 1')
    .pluck();
  const beforeLogin = db.prepare(
    `SELECT * FROM announcements WHERE site_id = ? AND display_before_login = 1
      ORDER BY created_at DESC, sort DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const beforeLoginCount = db
    .prepare('SELECT COUNT(*) FROM announcements WHERE site_id = ? AND display_before_login = 1')
    .pluck();
  // Two statements rather than a direction spliced into the SQL.
  const marquee = {
    asc: db.prepare('SELECT * FROM announcements WHERE site_id = ? AND display_marquee = 1 ORDER BY sort ASC, id ASC'),
    desc: db.prepare(
      'SELECT * FROM announcements WHERE site_id = ? AND display_marquee = 1 ORDER BY sort DESC, id ASC',
    ),
  };
  const one = db.prepare('SELECT * FROM announcements WHERE site_id = ? AND id = ?');
  const insert = db.prepare(
    `INSERT INTO announcements (site_id, title, content, display_before_login, display_after_login, display_marquee, sort, created_at)
     VALUES (@site_id, @title, @content, @display_before_login, @display_after_login, @display_marquee, @sort, @created_at)`,
  );
  const unflagMarquee = db.prepare(
    'UPDATE announcements SET display_marquee = 0 WHERE site_id = ? AND display_marquee = 1',
  );

  /** The wire shape in `language` (display_marquee stays in the table: Announcement has no such field). */
  const toWire = (r: Row, language: string): Announcement => ({
    id: r.id,
    title: inLanguage(r.title, language),
    content: inLanguage(r.content, language),
    display_before_login: r.display_before_login,
    display_after_login: r.display_after_login,
    sort: r.sort,
    created_at: r.created_at,
  });
  const create = (a: NewAnnouncement): number => {
    const row = {
      display_marquee: 0,
      ...a,
      title: JSON.stringify(a.title),
      content: JSON.stringify(a.content),
      created_at: now(),
    };
    return Number(insert.run(row).lastInsertRowid);
  };

  return {
    afterLogin(siteId: string, language: string, page: number, count: number): AnnouncementList {
      const rows = afterLogin.all(siteId, count, (page - 1) * count) as Row[];
      return {
        web_announcement_list: rows.map((r) => toWire(r, language)),
        total_count: afterLoginCount.get(siteId) as number,
      };
    },
    /** The news: the announcements shown before login, newest first. */
    beforeLogin(siteId: string, language: string, page: number, count: number): AnnouncementList {
      const rows = beforeLogin.all(siteId, count, (page - 1) * count) as Row[];
      return {
        web_announcement_list: rows.map((r) => toWire(r, language)),
        total_count: beforeLoginCount.get(siteId) as number,
      };
    },
    /** The marquee's announcements by sort (asc or desc), then id. */
    marquee(siteId: string, language: string, order: 'asc' | 'desc'): Announcement[] {
      return (marquee[order].all(siteId) as Row[]).map((r) => toWire(r, language));
    },
    /** One announcement a guest may read (before login), or a member (also after login); else null. */
    detail(siteId: string, id: number, language: string, member: boolean): Announcement | null {
      const row = one.get(siteId, id) as Row | undefined;
      if (!row || !(row.display_before_login === 1 || (member && row.display_after_login === 1))) return null;
      return toWire(row, language);
    },
    create,
    /**
     * Replaces the marquee in one transaction: the old ones leave it (they stay announcements),
     * the new ones are added with display_marquee 1. Answers the new ids.
     */
    replaceMarquee(siteId: string, items: Omit<NewAnnouncement, 'site_id' | 'display_marquee'>[]): number[] {
      return db.transaction(() => {
        unflagMarquee.run(siteId);
        return items.map((a) => create({ ...a, site_id: siteId, display_marquee: 1 }));
      })();
    },
  };
}
export type Announcements = ReturnType<typeof createAnnouncements>;
