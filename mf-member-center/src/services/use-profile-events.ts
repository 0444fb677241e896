// profile.updated on the member's private channel (spec 02 §7): the profile and the member layout
// (the forced password change's flag among them) are asked again.
import { RealtimeEvent, MEMBER_LAYOUT_KEY } from '@croupier/shared';
import { memberKeys } from '../query-keys.js';
import { useMemberEventRefetch } from './use-member-event-refetch.js';

const PROFILE_EVENTS = [RealtimeEvent.profileUpdated] as const;
const profileKeys = (memberId: number) => [memberKeys.profile(memberId), MEMBER_LAYOUT_KEY];

export const useProfileEvents = (): void => useMemberEventRefetch(PROFILE_EVENTS, profileKeys);
