// The member columns the login flows read beyond MemberRow (SELECT * returns them all): the
// contacts codes go to and the per-member switches of migration 008.
import type { MemberRow } from '../members/index.js';

export type LoginMember = MemberRow & {
  member_email: string;
  member_phone: string;
  /** New browsers need a code (login 107). */
  device_verification: 0 | 1;
  /** Logins answer a question (spec 02 §3). */
  double_validation: 0 | 1;
  /** Logins answer 802 until a new password is set through transfer verification. */
  transfer_verification: 0 | 1;
};

export const asLoginMember = (member: MemberRow): LoginMember => member as LoginMember;
