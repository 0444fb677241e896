// The member services' face: what the member-services parcel runs on every page, and the
// refetch on the member's private channel that the letters and the wallet listen with.
export { ForcedPasswordChange } from './forced-password-change.js';
export { useMemberEventRefetch } from './use-member-event-refetch.js';
export { useProfileEvents } from './use-profile-events.js';
