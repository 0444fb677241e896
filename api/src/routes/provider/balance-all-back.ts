// POST /api/member/profile/balance/all/back (new style) and the old POST
// /api/member/profile/balance_get_back (old style, like my_cash) (member, no body) -> cash: the
// main wallet after every provider wallet was moved back. 101 while a transfer-back of the member
// runs, 104 when the member's transfers are switched off (wallet_status 0). Publishes member.cash,
// then all_transfer_back, on the member's private channel. When a loss limit is reached or this
// login session passed the session limit (responsible gaming), the member's open game sessions
// end with the transfer-back: the running game shows its ended state.
import type { BalanceBackResponse } from '@croupier/shared/contracts';
import { memberOf, readToken, requireMember } from '../../http/auth.js';
import { fail, ok, oldOk, oldStyle } from '../../http/respond.js';
import { formatCents } from '../../lib/money.js';
import type { MemberRow } from '../../services/members/index.js';
import { GameCode } from '../../services/games/index.js';
import type { ProviderRoutePlugin } from './schemas.js';

type Outcome = { code: typeof GameCode.success; cash: string } | { code: number; message: string };

export const balanceAllBackRoute: ProviderRoutePlugin = async (app, { services, wallet, gameSessions }) => {
  const { rgEnforcement } = services;
  async function transferBack(member: MemberRow, token: string): Promise<Outcome> {
    if (member.wallet_status === 0)
      return { code: GameCode.transfersDisabled, message: 'Transfers are switched off for this account' };
    const cash = await wallet.exclusiveTransferBack(member.id, async () => {
      const limitReached =
        rgEnforcement.lossLimitReached(member.id) !== null ||
        rgEnforcement.sessionLimitPassed(member.id, token) !== null;
      const { mainCents } = gameSessions.transferAllBack(member.id, limitReached);
      await wallet.announceCash(member.id);
      await wallet.announceTransferBack(member.id);
      return formatCents(mainCents);
    });
    return cash === null
      ? { code: GameCode.transferBackRunning, message: 'A transfer back is already running' }
      : { code: GameCode.success, cash };
  }

  const preHandler = requireMember(services.sessions);
  app.post('/member/profile/balance/all/back', { preHandler }, async (request) => {
    const outcome = await transferBack(memberOf(request), readToken(request) ?? '');
    return 'cash' in outcome ? ok<BalanceBackResponse>({ cash: outcome.cash }) : fail(outcome.code, outcome.message);
  });
  app.post('/member/profile/balance_get_back', { preHandler }, async (request) => {
    const outcome = await transferBack(memberOf(request), readToken(request) ?? '');
    return 'cash' in outcome
      ? oldOk<BalanceBackResponse>({ cash: outcome.cash })
      : oldStyle(outcome.code, outcome.message, null);
  });
};
