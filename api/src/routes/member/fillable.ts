// Which profile fields a member may fill in later: the ones the register settings of the
// member's currency mark is_member_center, while still empty (each is filled once).
import type { MemberProfile, ProfileFillField, RegisterSetting } from '@croupier/shared/contracts';

export function notFillable(
  fields: readonly ProfileFillField[],
  settings: readonly RegisterSetting[],
  current: MemberProfile,
): ProfileFillField | undefined {
  return fields.find((field) => {
    const setting = settings.find((s) => s.name === field);
    return setting?.is_member_center !== 1 || current[field] !== '';
  });
}

/** member_phone's is_member_center_verification: filling the phone needs its SMS code. */
export const phoneNeedsCode = (settings: readonly RegisterSetting[]): boolean =>
  settings.find((s) => s.name === 'member_phone')?.is_member_center_verification === 1;

/** The outbox purpose of the member centre's phone codes (registration's codes do not fill a profile). */
export const PROFILE_PHONE_PURPOSE = 'profile_phone';
