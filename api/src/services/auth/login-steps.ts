// The steps of a login after the password (and the account's status) checked out, in order:
//   transfer verification (802, handled by the login route) -> device verification (107) ->
//   double validation (a question) -> a session.
// Every way of completing a login (password, device code, question, third-party code) ends in
// issueSession, so a session is always recorded, announced and remembered the same way, and a
// running time-out or self-exclusion (responsible gaming) refuses every one of them there.
import type { FastifyBaseLogger } from 'fastify';
import {
  type RgExclusion,
  SMS_COUNTDOWN_S,
  VERIFICATION_CODE_LENGTH,
  type DeviceVerificationChallenge,
  type DoubleValidationChallenge,
  type LoginSession,
  LOGIN_CODE,
  sessionIdOf,
} from '@croupier/shared/contracts';
import type { Db } from '../../db/database.js';
import { OUTBOX_PURPOSE_LOGIN_DEVICE, type Outbox } from './outbox.js';
import { maskEmail, maskPhone } from '../../lib/mask.js';
import { randomDigits } from '../../lib/random-digits.js';
import type { RealtimePublisher } from '../realtime/index.js';
import type { RgEnforcement } from '../responsible-gaming/index.js';
import type { Sites } from '../sites/index.js';
import { createDoubleValidation } from './double-validation.js';
import type { LoginGuard } from './login-guard.js';
import type { LoginMember } from './login-member.js';
import type { Sessions } from './sessions.js';
import { createMemberSecrets } from './member-secrets.js';
import { toLoginSession } from '../members/index.js';
import { createPendingLogins, type LoginContext } from './pending-logins.js';

/** How long a device code sent by SMS or email is valid. */
export const DEVICE_CODE_TTL_MS = 10 * 60_000;

export type LoginStep =
  | { kind: 'session'; token: string; session: LoginSession }
  | { kind: 'device'; challenge: DeviceVerificationChallenge }
  | { kind: 'double_validation'; challenge: DoubleValidationChallenge }
  /** Device verification is on but there is neither phone nor email to send a code to. */
  | { kind: 'no_contact' }
  /** A time-out or self-exclusion runs (until: its end; untilText: the end in the site's time). */
  | { kind: 'excluded'; exclusion: RgExclusion; untilText: string };

// Named types rather than Pick<Services, ...>: services/index.ts composes this service, so
// Services cannot describe its inputs.
interface Deps {
  db: Db;
  sessions: Sessions;
  loginGuard: LoginGuard;
  outbox: Outbox;
  publisher: RealtimePublisher;
  sites: Sites;
  rgEnforcement: RgEnforcement;
}

export function createLoginSteps(
  { db, sessions, loginGuard, outbox, publisher, sites, rgEnforcement }: Deps,
  log: FastifyBaseLogger,
) {
  const pending = createPendingLogins(db);
  const secrets = createMemberSecrets(db);
  const doubleValidation = createDoubleValidation(secrets);
  const knownDevice = db.prepare('SELECT 1 FROM member_devices WHERE member_id = ? AND udid = ?');
  const rememberDevice = db.prepare(
    `INSERT INTO member_devices (member_id, udid, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (member_id, udid) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
  );

  const contactOf = (member: LoginMember) =>
    member.member_phone.trim() !== ''
      ? { channel: 'sms' as const, to: member.member_phone.trim(), masked: maskPhone(member.member_phone.trim()) }
      : member.member_email.trim() !== ''
        ? { channel: 'email' as const, to: member.member_email.trim(), masked: maskEmail(member.member_email.trim()) }
        : null;

  /** Seconds before `to` may be sent another device code (0 = now). */
  function resendWait(to: string): number {
    const last = outbox.latest(to, OUTBOX_PURPOSE_LOGIN_DEVICE);
    if (!last) return 0;
    const readyAt = last.created_at + SMS_COUNTDOWN_S * 1000;
    return Math.max(0, Math.ceil((readyAt - Date.now()) / 1000));
  }

  function sendDeviceCode(channel: 'sms' | 'email', to: string): void {
    outbox.send({
      channel,
      to,
      purpose: OUTBOX_PURPOSE_LOGIN_DEVICE,
      code: randomDigits(VERIFICATION_CODE_LENGTH),
      ttlMs: DEVICE_CODE_TTL_MS,
    });
  }

  function remember(memberId: number, udid: string): void {
    if (udid) rememberDevice.run(memberId, udid, Date.now(), Date.now());
  }

  /** The refusal of a member whose time-out or self-exclusion runs; null = free to log in. */
  function excluded(memberId: number): LoginStep | null {
    const exclusion = rgEnforcement.exclusionAt(memberId);
    return exclusion
      ? { kind: 'excluded', exclusion, untilText: rgEnforcement.siteTimeOf(memberId, exclusion.until) }
      : null;
  }

  function issueSession(member: LoginMember, context: LoginContext): LoginStep {
    const refusal = excluded(member.id);
    if (refusal) return refusal;
    const token = sessions.create(member.id, context.ip, context.user_agent);
    remember(member.id, context.udid);
    loginGuard.record({
      site_id: context.site_id,
      member_account: member.member_account,
      ip: context.ip,
      remote_addr: context.remote_addr,
      device: context.device,
      browser: context.browser,
      result_code: LOGIN_CODE.success,
    });
    // One login at a time when the brand says so: other windows of this member warn and log out
    // (spec 01 §4; best effort), and the older sessions end on the server at once, not only in the
    // windows that hear `login`; their sockets close after it was announced. A brand that allows
    // several devices (SINGLE_LOGIN false) announces nothing: the `login` event means "log out".
    if (sites.singleLogin(member.site_id)) {
      const announced = publisher
        .publishLogin(member.id, sessionIdOf(token))
        .catch((err: unknown) =>
          log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'login publish failed'),
        );
      sessions.revokeOthers(member.id, token, announced);
    }
    return { kind: 'session', token, session: toLoginSession(member, token) };
  }

  function startDoubleValidation(member: LoginMember, context: LoginContext): LoginStep {
    const questions = doubleValidation.questionsFor(member);
    // Nothing on file to ask about: the setting cannot be honoured, the password stands alone.
    if (questions.length === 0) {
      log.warn({ member_id: member.id }, 'double validation is on but the member has no answerable question');
      return issueSession(member, context);
    }
    const id = pending.create({ member_id: member.id, step: 'double_validation', context, questions });
    return {
      kind: 'double_validation',
      challenge: {
        member_login_id: id,
        question: questions[0] as DoubleValidationChallenge['question'],
        available_questions_count: questions.length,
      },
    };
  }

  /** Steps after the device check: a question when the member's setting asks for one, else a session. */
  function afterDevice(member: LoginMember, context: LoginContext): LoginStep {
    return member.double_validation === 1 ? startDoubleValidation(member, context) : issueSession(member, context);
  }

  return {
    pending,
    secrets,
    doubleValidation,
    resendWait,
    sendDeviceCode,
    rememberDevice: remember,
    excluded,
    issueSession,
    afterDevice,
    /** The steps after a right password for an active member that is not awaiting transfer verification. */
    begin(member: LoginMember, context: LoginContext): LoginStep {
      // Before a device code goes out or a question is asked: neither could end in a session.
      const refusal = excluded(member.id);
      if (refusal) return refusal;
      const known = context.udid !== '' && knownDevice.get(member.id, context.udid) !== undefined;
      if (member.device_verification !== 1 || known) return afterDevice(member, context);
      const contact = contactOf(member);
      if (!contact) return { kind: 'no_contact' };
      const id = pending.create({ member_id: member.id, step: 'device', context, contact });
      // A code goes out now, unless an unspent one went to this contact within the countdown:
      // that one still works (a code is for the contact, not for one attempt) and saves an SMS.
      const last = outbox.latest(contact.to, OUTBOX_PURPOSE_LOGIN_DEVICE);
      const unspent = last !== null && !last.used && last.expires_at > Date.now();
      const wait = resendWait(contact.to);
      const sendNow = !unspent || wait === 0;
      if (sendNow) sendDeviceCode(contact.channel, contact.to);
      return {
        kind: 'device',
        challenge: {
          member_login_id: id,
          channel: contact.channel,
          masked_to: contact.masked,
          retry_after_s: sendNow ? SMS_COUNTDOWN_S : wait,
        },
      };
    },
  };
}
