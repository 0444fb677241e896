// Money as the site writes it (shared formatMoney: the currency's symbol, two decimals), in the
// member's currency; negative amounts keep their sign.
import { formatMoney, useRemoteProps, useStore } from '@croupier/shared';
import { useMemberLayout } from './api/member-layout.js';

/** The member's currency: the session's, else the layout's ('' for a guest). */
export function useMemberCurrency(): string {
  const { stores } = useRemoteProps();
  const fromSession = useStore(stores.session, (s) => s.member_currency);
  const layout = useMemberLayout();
  return fromSession ?? layout.data?.member_currency ?? '';
}

export function Money({ amount, currency }: { amount: string; currency: string }) {
  return <span className="mc-money">{formatMoney(amount, currency)}</span>;
}
