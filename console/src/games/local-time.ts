// A datetime-local input's value ('2030-01-01T12:00', the operator's own zone, no zone written)
// and an instant, both ways.

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch ms as a datetime-local value in the browser's zone (minutes). */
export function toLocalInput(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value read in the browser's zone, as ISO 8601 in UTC (what the api takes); null when unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
