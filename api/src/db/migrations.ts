// Schema migrations, applied in list order once each, keyed by name (see migrate.ts).
// Never edit a shipped migration: add a file under migrations/ and append it here.
// Times are epoch milliseconds; money is integer cents.
import { m001SitesMembersSessions } from './migrations/001-sites-members-sessions.js';

export interface Migration {
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [m001SitesMembersSessions];
