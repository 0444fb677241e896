// The currency a registration is for. The order (spec 01 §2, §3, §6), first that the
// site offers wins:
//   1. the agent-domain host's currency — forced: the visitor cannot change it;
//   2. the register entry's `currency` query parameter;
//   3. the currency of the agent whose link (?id=) brought the visitor (POST /member_info);
//   4. the currency of the interface language (spec 01 §3 table, with its fallbacks);
//   5. the site's default currency (the first of CURRENCY).
import { currencyForLanguage } from '@croupier/shared';

export interface CurrencySources {
  siteCurrencies: readonly string[];
  defaultLanguage: string;
  language: string;
  agentDomainCurrency?: string | null;
  urlCurrency?: string | null;
  agentCurrency?: string | null;
}

export interface RegisterCurrency {
  currency: string;
  /** Set by an agent-domain host: the form shows it but offers no other. */
  forced: boolean;
}

export function resolveRegisterCurrency(s: CurrencySources): RegisterCurrency | null {
  const offered = (c: string | null | undefined): c is string => !!c && s.siteCurrencies.includes(c.toUpperCase());
  if (offered(s.agentDomainCurrency)) return { currency: s.agentDomainCurrency.toUpperCase(), forced: true };
  for (const c of [s.urlCurrency, s.agentCurrency]) if (offered(c)) return { currency: c.toUpperCase(), forced: false };
  const byLanguage = currencyForLanguage(s.language, {
    siteCurrencies: s.siteCurrencies,
    defaultLanguage: s.defaultLanguage,
  });
  const currency = byLanguage ?? s.siteCurrencies[0];
  return currency ? { currency, forced: false } : null;
}
