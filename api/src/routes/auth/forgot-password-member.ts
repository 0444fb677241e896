// The member a forgot-password request names: the account of the site with exactly that phone.
// Anything else (no such account, another phone, not active) is one answer, so the call does not
// tell which accounts exist.
import type { Services } from '../../services/index.js';
import { asLoginMember, type LoginMember } from '../../services/auth/index.js';

const digits = (s: string) => s.replace(/\D/g, '');

export function forgotPasswordMember(
  members: Services['members'],
  p: { site_id: string; account: string; member_phone: string },
): LoginMember | null {
  const found = members.findByAccount(p.site_id, p.account);
  if (!found || found.status !== 'active') return null;
  const member = asLoginMember(found);
  const phone = digits(member.member_phone);
  return phone !== '' && phone === digits(p.member_phone) ? member : null;
}
