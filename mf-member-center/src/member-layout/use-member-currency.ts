// The member's currency: the session's, else the layout's ('' for a guest). The cashier and the
// record pages ask and write money in it.
import { useRemoteProps, useStore, useMemberLayout } from '@croupier/shared';

export function useMemberCurrency(): string {
  const { stores } = useRemoteProps();
  const fromSession = useStore(stores.session, (s) => s.member_currency);
  const layout = useMemberLayout();
  return fromSession ?? layout.data?.member_currency ?? '';
}
