/** An epoch-milliseconds instant as the operator's language writes a date and time. */
export function formatTime(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(epochMs));
}

/** A value from the audit log as readable JSON (undefined: nothing recorded). */
export function prettyJson(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}
