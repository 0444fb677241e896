// What the windows code reads from the site detail's env_config (spec 01 §3, §6): the
// customer-service URL of a language and the agent fast-payment flag. null/false until it loaded.
import { DEFAULT_LOCALE, type SiteState } from '@croupier/shared';

/** The customer-service URL for a language (en_US 'en-US' both accepted), else the default locale's, else null. */
export function customerUrl(state: Pick<SiteState, 'detail'>, language: string): string | null {
  const urls = state.detail?.env_config.customerUrl ?? {};
  return urls[language.replace('-', '_')] ?? urls[DEFAULT_LOCALE] ?? null;
}

/** AGENT_BIND_FAST_PAYMENT_FLAG: a member's Deposit goes to the member centre instead of fast payment. */
export const agentBindFastPayment = (state: Pick<SiteState, 'detail'>): boolean =>
  state.detail?.env_config.AGENT_BIND_FAST_PAYMENT_FLAG === true;
