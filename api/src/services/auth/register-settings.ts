// What the register form is built from (migration 009): settings per currency, the service
// agreement, the register background, and whether friend recommendation is offered.
import {
  parseCurrencyList,
  rulesFromSettings,
  type RegisterBackground,
  type RegisterRules,
  type RegisterSetting,
  type SiteSettings,
} from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';

const AGREEMENT_FALLBACK_LANGUAGE = 'en_US';
/** A template without its own background uses the desktop one. */
const BACKGROUND_FALLBACK_TEMPLATE = 'pc';

export function createRegisterSettings(db: Db) {
  const settings = db.prepare(
    `SELECT name, currency, is_display, is_required, is_unique, is_member_center, is_verification,
            is_member_center_verification
       FROM register_settings WHERE site_id = ? ORDER BY currency, sort, name`,
  );
  const settingsOf = db.prepare(
    `SELECT name, currency, is_display, is_required, is_unique, is_member_center, is_verification,
            is_member_center_verification
       FROM register_settings WHERE site_id = ? AND currency = ?`,
  );
  const siteSettings = db.prepare('SELECT settings FROM sites WHERE site_id = ?');
  const agreement = db.prepare(
    `SELECT content FROM register_agreements WHERE site_id = ? AND language IN (?, ?)
      ORDER BY language = ? DESC LIMIT 1`,
  );
  const background = db.prepare(
    `SELECT image_url, background_color FROM register_backgrounds WHERE site_id = ? AND template IN (?, ?)
      ORDER BY template = ? DESC LIMIT 1`,
  );
  const friend = db.prepare('SELECT is_friend FROM bonus_settings WHERE site_id = ? AND currency = ?');

  // Only the phone has the member-centre verification flag on the wire.
  const toWire = (row: RegisterSetting): RegisterSetting => {
    if (row.name === 'member_phone') return row;
    const { is_member_center_verification: _, ...rest } = row;
    return rest;
  };

  return {
    /** null for an unknown site. */
    siteCurrencies(siteId: string): string[] | null {
      const row = siteSettings.get(siteId) as { settings: string } | undefined;
      return row ? parseCurrencyList((JSON.parse(row.settings) as SiteSettings).CURRENCY) : null;
    },
    list: (siteId: string): RegisterSetting[] => (settings.all(siteId) as RegisterSetting[]).map(toWire),
    of: (siteId: string, currency: string): RegisterSetting[] => settingsOf.all(siteId, currency) as RegisterSetting[],
    rules(siteId: string, currency: string): RegisterRules {
      return rulesFromSettings(this.of(siteId, currency), currency);
    },
    agreement(siteId: string, language: string): string {
      const row = agreement.get(siteId, language, AGREEMENT_FALLBACK_LANGUAGE, language) as
        { content: string } | undefined;
      return row?.content ?? '';
    },
    background(siteId: string, template: string): RegisterBackground {
      const row = background.get(siteId, template, BACKGROUND_FALLBACK_TEMPLATE, template) as
        RegisterBackground | undefined;
      return row ?? { image_url: '', background_color: '' };
    },
    isFriend: (siteId: string, currency: string): boolean =>
      (friend.get(siteId, currency) as { is_friend: number } | undefined)?.is_friend === 1,
  };
}
export type RegisterSettingsService = ReturnType<typeof createRegisterSettings>;
