// Members: the member row every domain reads, and the profile a member fills in. What other
// domains and the routes may use; the files of this folder import each other directly.
export { createMembers, type MemberRow, toCommonLayout, toLoginSession } from './members.js';
export { createMemberProfile, type MemberProfileService } from './profile.js';
