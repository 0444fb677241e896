// Provider maintenance (game_providers.maintain_start / maintain_end, epoch ms): a provider is in
// maintenance from its start until its end, or without end when none is set. Launches answer 203
// with the interval written 'YYYY-MM-DD HH:mm:ss' in the site's timezone (settings.TIMEZONE).
import { DEFAULT_TIMEZONE, type MaintainInterval } from '@croupier/shared/contracts';
import type { Db } from '../db/database.js';
import type { Sites } from './sites.js';

export interface MaintenanceWindow {
  maintain_start: number | null;
  maintain_end: number | null;
}

export function inMaintenance(w: MaintenanceWindow, at: number): boolean {
  return w.maintain_start !== null && w.maintain_start <= at && (w.maintain_end === null || at < w.maintain_end);
}

function zoneOrDefault(timezone: string | undefined): string {
  if (!timezone) return DEFAULT_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return timezone;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/** 'YYYY-MM-DD HH:mm:ss' of an instant in an IANA zone. */
export function formatInZone(ms: number, timezone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zoneOrDefault(timezone),
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export function createProviderMaintenance(db: Db, sites: Pick<Sites, 'detail'>, now: () => number = Date.now) {
  const read = db.prepare('SELECT maintain_start, maintain_end FROM game_providers WHERE gp_id = ?');
  const write = db.prepare('UPDATE game_providers SET maintain_start = ?, maintain_end = ? WHERE gp_id = ?');

  const timezoneOf = (siteId: string) => zoneOrDefault(sites.detail(siteId)?.settings.TIMEZONE);
  const toInterval = (w: MaintenanceWindow, siteId: string): MaintainInterval => {
    const tz = timezoneOf(siteId);
    return {
      start: w.maintain_start === null ? null : formatInZone(w.maintain_start, tz),
      end: w.maintain_end === null ? null : formatInZone(w.maintain_end, tz),
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
