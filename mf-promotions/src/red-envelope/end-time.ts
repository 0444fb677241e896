// end_at is 'YYYY-MM-DD HH:mm:ss' in the spec's red-envelope zone (America/Caracas, spec 02 §9),
// whatever the browser's zone: parsed by shared's dates (dayjs' timezone plugin).
import { RED_ENVELOPE_TIMEZONE } from '@croupier/shared';
import { parseInZone } from '@croupier/shared/dates';

/** The instant end_at names, in ms since the epoch (NaN when it is not a date). */
export const endTimeMs = (endAt: string): number => parseInZone(endAt, RED_ENVELOPE_TIMEZONE).valueOf();

/** Whole seconds left until `endMs` at `now` (0 once it has passed). */
export const secondsLeft = (endMs: number, now: number): number =>
  Number.isFinite(endMs) ? Math.max(0, Math.ceil((endMs - now) / 1000)) : 0;

/** 'H:MM:SS' past an hour, else 'MM:SS'. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
