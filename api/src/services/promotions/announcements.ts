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

/** An announcement as the console edits it: every language of its texts, and its flags. */
export interface StoredAnnouncement {
  id: number;
  title: Record<string, string>;
  content: Record<string, string>;
  display_before_login: 0 | 1;
  display_after_login: 0 | 1;
  display_marquee: 0 | 1;
  sort: number;
  created_at: number;
}

/** What an edit of an announcement may change (absent: kept). */
export type AnnouncementPatch = Partial<
  Pick<StoredAnnouncement, 'title' | 'content' | 'display_before_login' | 'display_after_login' | 'sort'>
>;

/** The most announcements the console's list answers (newest first). */
export const STORED_ANNOUNCEMENTS_LIMIT = 200;

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
  const stored = db.prepare('SELECT * FROM announcements WHERE site_id = ? ORDER BY created_at DESC, id DESC LIMIT ?');
  const storedMarquee = db.prepare(
    'SELECT * FROM announcements WHERE site_id = ? AND display_marquee = 1 ORDER BY sort ASC, id ASC',
  );
  const patch = db.prepare(
    `UPDATE announcements SET title = COALESCE(@title, title), content = COALESCE(@content, content),
       display_before_login = COALESCE(@display_before_login, display_before_login),
       display_after_login = COALESCE(@display_after_login, display_after_login), sort = COALESCE(@sort, sort)
     WHERE site_id = @site_id AND id = @id`,
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
  const toStored = (r: Row): StoredAnnouncement => ({
    id: r.id,
    title: JSON.parse(r.title) as Record<string, string>,
    content: JSON.parse(r.content) as Record<string, string>,
    display_before_login: r.display_before_login,
    display_after_login: r.display_after_login,
    display_marquee: r.display_marquee ?? 0,
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
    /** The site's announcements with every language, newest first (the console's list). */
    stored(siteId: string, limit: number = STORED_ANNOUNCEMENTS_LIMIT): StoredAnnouncement[] {
      return (stored.all(siteId, limit) as Row[]).map(toStored);
    },
    /** The marquee's announcements with every language, by sort then id. */
    storedMarquee(siteId: string): StoredAnnouncement[] {
      return (storedMarquee.all(siteId) as Row[]).map(toStored);
    },
    /** One announcement with every language; null when the site has no such one. */
    storedOne(siteId: string, id: number): StoredAnnouncement | null {
      const row = one.get(siteId, id) as Row | undefined;
      return row ? toStored(row) : null;
    },
    /** Changes what `change` names of one announcement; false when the site has no such one. */
    update(siteId: string, id: number, change: AnnouncementPatch): boolean {
      return (
        patch.run({
          site_id: siteId,
          id,
          title: change.title ? JSON.stringify(change.title) : null,
          content: change.content ? JSON.stringify(change.content) : null,
          display_before_login: change.display_before_login ?? null,
          display_after_login: change.display_after_login ?? null,
          sort: change.sort ?? null,
        }).changes > 0
      );
    },
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
