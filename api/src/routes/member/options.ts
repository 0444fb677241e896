// What the member-centre endpoints share: the app's options and the member-centre services
// (composed by services/index.ts, handed on by the area plugin, index.ts), and the small answers
// every endpoint gives.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  isLanguageCode,
  MemberCode,
  type MemberFieldError,
  type NewStyleResponse,
  type RealtimePayloads,
} from '@croupier/shared/contracts';
import type { RouteOptions } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import type { Announcements, Letters, Referral } from '../../services/promotions/index.js';
import type { MemberProfileService } from '../../services/members/index.js';
import type { RealtimePublisher } from '../../services/realtime/index.js';
import type { RegisterGuard, RegisterSettingsService, Registrations } from '../../services/auth/index.js';

export interface MemberRouteOptions extends RouteOptions {
  letters: Letters;
  announcements: Announcements;
  referral: Referral;
  profile: MemberProfileService;
  registerSettings: RegisterSettingsService;
  registerGuard: RegisterGuard;
  registrations: Registrations;
}
export type MemberRoutePlugin = RoutePlugin<MemberRouteOptions>;

/** The `lang` header when it names an interface language, else English. */
export function languageOf(request: FastifyRequest): string {
  const lang = request.headers.lang;
  return typeof lang === 'string' && isLanguageCode(lang) ? lang : DEFAULT_LOCALE;
}

/** A field the shared schema refused: the field and the message key the form would have shown. */
export function invalidField(error: MemberFieldError): NewStyleResponse<MemberFieldError> {
  return { code: MemberCode.invalidField, message: `Invalid field ${error.field}: ${error.key}`, data: error };
}

/**
 * Tells the member's windows something changed, once the change is committed. A realtime failure
 * is logged, never answered: the change stands and the pages also refetch.
 */
export function publishChange<E extends keyof RealtimePayloads>(
  publisher: Pick<RealtimePublisher, 'publishToMember'>,
  log: FastifyBaseLogger,
  memberId: number,
  event: E,
  data: RealtimePayloads[E] = {} as RealtimePayloads[E],
): void {
  publisher
    .publishToMember(memberId, event, data)
    .catch((err: unknown) =>
      log.warn(
        { memberId, event, reason: err instanceof Error ? err.message : String(err) },
        'realtime publish failed',
      ),
    );
}
