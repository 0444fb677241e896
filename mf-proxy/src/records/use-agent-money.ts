// The agent centre's money: the shared formatMoney in the agent's currency (the session's), which
// is the downline's too (a brand and currency per plan).
import { formatMoney, useRemoteProps, useStore } from '@croupier/shared';

export function useAgentMoney(): (amount: string) => string {
  const { stores } = useRemoteProps();
  const currency = useStore(stores.session, (s) => s.member_currency) ?? '';
  return (amount) => formatMoney(amount, currency);
}
