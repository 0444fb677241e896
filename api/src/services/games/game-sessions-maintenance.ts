// Provider maintenance (game_providers.maintain_start / maintain_end, epoch ms): a provider is in
// maintenance from its start until its end, or without end when none is set. Launches answer 203
// with the interval written 'YYYY-MM-DD HH:mm:ss' in the site's timezone (settings.TIMEZONE).
import { validTimezone, type MaintainInterval } from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { siteTime } from '../../lib/site-days.js';
import type { Sites } from '../sites/index.js';

export interface MaintenanceWindow {
  maintain_start: number | null;
  maintain_end: number | null;
}

export function inMaintenance(w: MaintenanceWindow, at: number): boolean {
  return w.maintain_start !== null && w.maintain_start <= at && (w.maintain_end === null || at < w.maintain_end);
}

export function createProviderMaintenance(db: Db, sites: Pick<Sites, 'detail'>, now: () => number = Date.now) {
  const read = db.prepare('SELECT maintain_start, maintain_end FROM game_providers WHERE gp_id = ?');
  const write = db.prepare('UPDATE game_providers SET maintain_start = ?, maintain_end = ? WHERE gp_id = ?');

  const timezoneOf = (siteId: string) => validTimezone(sites.detail(siteId)?.settings.TIMEZONE);
  const toInterval = (w: MaintenanceWindow, siteId: string): MaintainInterval => {
    const tz = timezoneOf(siteId);
    return {
      start: w.maintain_start === null ? null : siteTime(w.maintain_start, tz),
      end: w.maintain_end === null ? null : siteTime(w.maintain_end, tz),
    };
  };

  return {
    /** The interval to show when the provider is in maintenance now, else null. */
    current(gpId: string, siteId: string): MaintainInterval | null {
      const w = read.get(gpId) as MaintenanceWindow | undefined;
      return w && inMaintenance(w, now()) ? toInterval(w, siteId) : null;
    },
    /** Sets (or with nulls clears) the window; false for an unknown provider. */
    set(gpId: string, start: number | null, end: number | null): boolean {
      return write.run(start, end, gpId).changes > 0;
    },
    interval(gpId: string, siteId: string): MaintainInterval | null {
      const w = read.get(gpId) as MaintenanceWindow | undefined;
      return w ? toInterval(w, siteId) : null;
    },
  };
}
export type ProviderMaintenance = ReturnType<typeof createProviderMaintenance>;
