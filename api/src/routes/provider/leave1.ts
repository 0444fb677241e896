// POST /api/member/game/leave1 (no body; member) -> data.cash (the main wallet after). Ends the
// member's open game sessions, moves those providers' balances back to main (not when the
// member's transfers are switched off), clears is_playing; then member.cash, which also tells
// the client the quit is over.
import type { BalanceBackResponse } from '@croupier/shared/contracts';
import { memberOf, requireMember } from '../../http/auth.js';
import { ok } from '../../http/respond.js';
import { formatCents } from '../../lib/money.js';
import type { ProviderRoutePlugin } from './schemas.js';

export const leave1Route: ProviderRoutePlugin = async (app, { services, wallet, gameSessions }) => {
  app.post('/member/game/leave1', { preHandler: requireMember(services.sessions) }, async (request) => {
    const member = memberOf(request);
    const { mainCents } = gameSessions.leave(member.id, member.wallet_status !== 0);
    await wallet.announceCash(member.id);
    return ok<BalanceBackResponse>({ cash: formatCents(mainCents) });
  });
};
