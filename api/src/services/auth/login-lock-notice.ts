// The notice a member gets when failed logins lock its account name (login-throttle.ts): through
// the outbox, by SMS to the phone on file, else by email. Nothing to guess in it: its code is
// empty and it expires when the lock does.
import type { LoginMember } from './login-member.js';
import type { Outbox } from './outbox.js';

export const OUTBOX_PURPOSE_LOGIN_LOCKED = 'login_locked';

/** True when a notice went out (false: no phone or email on file). */
export function sendLoginLockNotice(outbox: Outbox, member: LoginMember, lockMs: number): boolean {
  const phone = member.member_phone.trim();
  const email = member.member_email.trim();
  const contact =
    phone !== ''
      ? { channel: 'sms' as const, to: phone }
      : email !== ''
        ? { channel: 'email' as const, to: email }
        : null;
  if (!contact) return false;
  outbox.send({ ...contact, purpose: OUTBOX_PURPOSE_LOGIN_LOCKED, code: '', ttlMs: lockMs });
  return true;
}
