// Which profile fields the member may fill in: the currency's register settings mark them
// is_member_center, and the profile has them empty (spec 02 §3). In PROFILE_FILL_FIELDS' order.
import { PROFILE_FILL_FIELDS, type MemberProfile, type ProfileFillField, type RegisterSetting } from '@croupier/shared';

export function fillableFields(settings: readonly RegisterSetting[], profile: MemberProfile): ProfileFillField[] {
  const open = new Set(
    settings.filter((s) => s.currency === profile.member_currency && s.is_member_center === 1).map((s) => s.name),
  );
  return PROFILE_FILL_FIELDS.filter((field) => open.has(field) && !profile[field]);
}

/** member_phone's is_member_center_verification for the currency: a phone filled here needs its SMS code. */
export const phoneNeedsCode = (settings: readonly RegisterSetting[], currency: string): boolean =>
  settings.some((s) => s.currency === currency && s.name === 'member_phone' && s.is_member_center_verification === 1);
