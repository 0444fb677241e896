// Pop-up bulletins (spec 02 §3-§4, §6; migration 017): the guests' list, a member's list per
// display_location (2 everywhere, 3 on the deposit page) without what it hid, the history, and
// the member's hide. A hide holds while the bulletin is not updated after it (hidden_at >=
// updated_at). updated_at goes out as 'YYYY-MM-DD HH:mm:ss' in the site's time zone: the browser
// stores its close time in the same zone and compares the strings.
import {
  type BulletinDevice,
  type BulletinFrequency,
  type BulletinItem,
  type BulletinList,
  type BulletinLocation,
} from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { siteTime } from '../../lib/site-days.js';
import { inLanguage } from '../../lib/texts.js';

/** Who a list is for: the guests, or the members at one display_location. */
export type BulletinGroup = { audience: 'guest' } | { audience: 'member'; location: BulletinLocation };

/** bulletin_settings.display_location of a group: 0 stands for the guests. */
/** The most bulletins a history answers (newest update first). */
export const BULLETIN_HISTORY_LIMIT = 50;

const settingsLocation = (group: BulletinGroup) => (group.audience === 'guest' ? 0 : group.location);
const locationOf = (group: BulletinGroup) => (group.audience === 'guest' ? null : group.location);

interface Row {
  id: number;
  display_device: BulletinDevice;
  title: string;
  content: string;
  updated_at: number;
}

export interface BulletinText {
  /** Present: update that bulletin of the group; absent: a new one. */
  id?: number;
  display_device: BulletinDevice;
  title: Record<string, string>;
  content: Record<string, string>;
  sort: number;
  active: 0 | 1;
}

/** A bulletin as the console edits it: its group, every language of its texts, whether it is live. */
export interface StoredBulletin {
  id: number;
  audience: 'guest' | 'member';
  /** null for the guests' bulletins. */
  display_location: BulletinLocation | null;
  display_device: BulletinDevice;
  title: Record<string, string>;
  content: Record<string, string>;
  sort: number;
  active: 0 | 1;
  updated_at: number;
}

/** The most bulletins the console's list answers (newest update first). */
export const STORED_BULLETINS_LIMIT = 200;

export function createBulletins(db: Db, now: () => number = Date.now) {
  const COLUMNS = 'b.id, b.display_device, b.title, b.content, b.updated_at';
  // @member_id NULL (guests): no hides to leave out.
  const current = db.prepare(
    `SELECT ${COLUMNS} FROM bulletins b
      WHERE b.site_id = @site_id AND b.audience = @audience AND b.display_location IS @location AND b.active = 1
        AND b.display_device IN (0, @device)
        AND NOT EXISTS (SELECT 1 FROM bulletin_hides h
                         WHERE h.member_id = @member_id AND h.bulletin_id = b.id AND h.hidden_at >= b.updated_at)
      ORDER BY b.sort DESC, b.updated_at DESC, b.id DESC`,
  );
  const history = db.prepare(
    `SELECT ${COLUMNS} FROM bulletins b
      WHERE b.site_id = @site_id AND (b.audience = 'guest' OR @member = 1) AND b.display_device IN (0, @device)
      ORDER BY b.updated_at DESC, b.id DESC LIMIT @limit`,
  );
  const frequency = db
    .prepare('SELECT display_frequency FROM bulletin_settings WHERE site_id = ? AND display_location = ?')
    .pluck();
  const setFrequency = db.prepare(
    `INSERT INTO bulletin_settings (site_id, display_location, display_frequency) VALUES (?, ?, ?)
     ON CONFLICT (site_id, display_location) DO UPDATE SET display_frequency = excluded.display_frequency`,
  );
  const hide = db.prepare(
    `INSERT INTO bulletin_hides (member_id, bulletin_id, hidden_at) VALUES (?, ?, ?)
     ON CONFLICT (member_id, bulletin_id) DO UPDATE SET hidden_at = excluded.hidden_at`,
  );
  const insert = db.prepare(
    `INSERT INTO bulletins (site_id, audience, display_location, display_device, title, content, sort, active, updated_at)
     VALUES (@site_id, @audience, @location, @display_device, @title, @content, @sort, @active, @updated_at)`,
  );
  // Later than the bulletin's last update and any hide of it: an update in the same millisecond
  // as a hide must still show the bulletin again.
  const update = db.prepare(
    `UPDATE bulletins SET display_device = @display_device, title = @title, content = @content, sort = @sort, active = @active,
       updated_at = MAX(@updated_at, updated_at + 1, COALESCE((SELECT MAX(hidden_at) + 1 FROM bulletin_hides WHERE bulletin_id = @id), 0))
     WHERE id = @id AND site_id = @site_id AND audience = @audience AND display_location IS @location`,
  );
  const withdrawOthers = db.prepare(
    `UPDATE bulletins SET active = 0
      WHERE site_id = @site_id AND audience = @audience AND display_location IS @location AND active = 1
        AND id NOT IN (SELECT value FROM json_each(@kept))`,
  );

  const stored = db.prepare(
    `SELECT id, audience, display_location, display_device, title, content, sort, active, updated_at FROM bulletins
      WHERE site_id = @site_id AND (@audience IS NULL OR (audience = @audience AND display_location IS @location))
      ORDER BY active DESC, updated_at DESC, id DESC LIMIT @limit`,
  );
  const frequencies = db.prepare(
    'SELECT display_location, display_frequency FROM bulletin_settings WHERE site_id = ? ORDER BY display_location',
  );

  const toItem = (r: Row, language: string, zone: string): BulletinItem => ({
    id: r.id,
    display_device: r.display_device,
    display_content: inLanguage(r.title, language),
    content: inLanguage(r.content, language),
    updated_at: siteTime(r.updated_at, zone),
  });
  const currentRows = (siteId: string, group: BulletinGroup, device: 1 | 2, memberId: number | null) =>
    current.all({
      site_id: siteId,
      audience: group.audience,
      location: locationOf(group),
      device,
      member_id: memberId,
    }) as Row[];

  const storedRows = (siteId: string, group: BulletinGroup | null) =>
    (
      stored.all({
        site_id: siteId,
        audience: group?.audience ?? null,
        location: group ? locationOf(group) : null,
        limit: STORED_BULLETINS_LIMIT,
      }) as (Omit<StoredBulletin, 'title' | 'content'> & { title: string; content: string })[]
    ).map((r) => ({
      ...r,
      title: JSON.parse(r.title) as Record<string, string>,
      content: JSON.parse(r.content) as Record<string, string>,
    }));

  return {
    /**
     * The console's list: the site's bulletins (or one group's) with every language, live ones
     * first, then by newest update; and each group's display_frequency (display_location 0: the guests').
     */
    stored(
      siteId: string,
      group: BulletinGroup | null = null,
    ): {
      items: StoredBulletin[];
      settings: { display_location: number; display_frequency: BulletinFrequency }[];
    } {
      return {
        items: storedRows(siteId, group),
        settings: frequencies.all(siteId) as { display_location: number; display_frequency: BulletinFrequency }[],
      };
    },
    /** What pops up now for the group on `device` (a member's: without what it hid), with the group's display_frequency (default 1). */
    list(
      siteId: string,
      group: BulletinGroup,
      device: 1 | 2,
      memberId: number | null,
      language: string,
      zone: string,
    ): BulletinList {
      const stored = frequency.get(siteId, settingsLocation(group)) as BulletinFrequency | undefined;
      return {
        list: currentRows(siteId, group, device, memberId).map((r) => toItem(r, language, zone)),
        setting: { display_frequency: stored ?? 1 },
      };
    },
    /** The guests' bulletins (and, for a member, the members' ones), withdrawn ones too, newest update first. */
    history(siteId: string, device: 1 | 2, member: boolean, language: string, zone: string): BulletinItem[] {
      const rows = history.all({
        site_id: siteId,
        device,
        member: member ? 1 : 0,
        limit: BULLETIN_HISTORY_LIMIT,
      }) as Row[];
      return rows.map((r) => toItem(r, language, zone));
    },
    /** Hides, for the member, every bulletin it is sent now at that location and device; answers how many. */
    hide(siteId: string, memberId: number, location: BulletinLocation, device: 1 | 2): number {
      return db.transaction(() => {
        const rows = currentRows(siteId, { audience: 'member', location }, device, memberId);
        const at = now();
        for (const r of rows) hide.run(memberId, r.id, at);
        return rows.length;
      })();
    },
    /**
     * Writes a group's bulletins in one transaction (the operator's back office): updates those with
     * an id (null when one is not of the group), inserts the others, withdraws the group's other
     * bulletins when `replace`, and sets its display_frequency when given. Answers the ids in order.
     */
    write(
      siteId: string,
      group: BulletinGroup,
      items: BulletinText[],
      options: { replace: boolean; frequency?: BulletinFrequency },
    ): number[] | null {
      const base = { site_id: siteId, audience: group.audience, location: locationOf(group) };
      try {
        return db.transaction(() => {
          const at = now();
          const ids = items.map((item) => {
            const row = {
              ...base,
              display_device: item.display_device,
              title: JSON.stringify(item.title),
              content: JSON.stringify(item.content),
              sort: item.sort,
              active: item.active,
              updated_at: at,
            };
            if (item.id === undefined) return Number(insert.run(row).lastInsertRowid);
            if (update.run({ ...row, id: item.id }).changes === 0) throw new NotInGroup();
            return item.id;
          });
          if (options.replace) withdrawOthers.run({ ...base, kept: JSON.stringify(ids) });
          if (options.frequency !== undefined) setFrequency.run(siteId, settingsLocation(group), options.frequency);
          return ids;
        })();
      } catch (err) {
        if (err instanceof NotInGroup) return null;
        throw err;
      }
    },
  };
}
export type Bulletins = ReturnType<typeof createBulletins>;

/** Rolls the write back: an id that is not a bulletin of the group. */
class NotInGroup extends Error {}
