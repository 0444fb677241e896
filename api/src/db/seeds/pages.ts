// Help pages of the demo site (spec 01 §2 faq ids) in the site's languages. English is the
// fallback the api answers with when a page has no text in the requested language.
import { FAQ_ID_LIST } from '@croupier/shared/contracts';
import type { Db } from '../database.js';
import { seedSite } from '../seed-data.js';
import { helpEnUS } from './pages/help-en_US.js';
import { helpHiIN } from './pages/help-hi_IN.js';
import { helpTaIN } from './pages/help-ta_IN.js';
import type { HelpTexts } from './pages/help-texts.js';
import { helpViVN } from './pages/help-vi_VN.js';
import { helpZhCN } from './pages/help-zh_CN.js';

export const HELP_TEXTS: Record<string, HelpTexts> = {
  en_US: helpEnUS,
  hi_IN: helpHiIN,
  zh_CN: helpZhCN,
  vi_VN: helpViVN,
  ta_IN: helpTaIN,
};

export function seedPages(db: Db, now: number): void {
  // SELECT from sites: nothing is inserted for a database without the demo site.
  const insert = db.prepare(
    `INSERT OR IGNORE INTO help_pages (site_id, help_id, language, title, content, sort, updated_at)
     SELECT site_id, ?, ?, ?, ?, ?, ? FROM sites WHERE site_id = ?`,
  );
  for (const [language, texts] of Object.entries(HELP_TEXTS)) {
    FAQ_ID_LIST.forEach((id, sort) => {
      insert.run(id, language, texts[id].title, texts[id].content, sort, now, seedSite.site_id);
    });
  }
}
