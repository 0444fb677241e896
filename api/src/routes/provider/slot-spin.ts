// POST /api/provider/slot/spin { token, bet } — the game page's spin (the session token is the
// credential). Debits the bet and credits the win on the session's provider wallet (or its demo
// money) in one transaction with ledger rows 'bet' / 'win'. -> data { reels, line, bet, win,
// balance, demo }. 409 balance below the bet, 410 unknown or ended session, 400 a bet not offered.
// No member.cash: a spin changes a provider wallet, and member.cash carries the main wallet.
// A member's spin that reaches a loss limit (not reached before it) tells the member's channel
// once: responsible_gaming.notice { reason: 'loss_limit', period }.
import Type from 'typebox';
import { RealtimeEvent, type ResponsibleGamingNotice } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { parseAmountToCents, formatCents } from '../../lib/money.js';
import {
  GameCode,
  InvalidBetError,
  reelWindows,
  SessionEndedError,
  SessionNotFoundError,
} from '../../services/games/index.js';
import { InsufficientBalanceError } from '../../services/cashier/index.js';
import { SessionToken, type ProviderRoutePlugin } from './schemas.js';

const Body = Type.Object({
  token: SessionToken,
  // Numbers are coerced to their decimal text; parsed exactly below.
  bet: Type.String({ minLength: 1, maxLength: 20 }),
});

export const slotSpinRoute: ProviderRoutePlugin = async (app, { services, gameSessions }) => {
  function noticeLossLimit(memberId: number, netCents: number): void {
    const period = services.rgEnforcement.lossLimitJustReached(memberId, netCents);
    if (!period) return;
    const notice: ResponsibleGamingNotice = { reason: 'loss_limit', period };
    services.publisher
      .publishToMember(memberId, RealtimeEvent.responsibleGaming, notice)
      .catch((err: unknown) =>
        app.log.warn(
          { memberId, reason: err instanceof Error ? err.message : String(err) },
          'loss limit notice failed',
        ),
      );
  }

  app.post('/provider/slot/spin', { schema: { body: Body } }, async (request, reply) => {
    const betCents = parseAmountToCents(request.body.bet);
    if (betCents === null || betCents <= 0)
      return reply
        .code(400)
        .send(fail(ApiCode.invalidRequest, 'bet must be a positive amount with at most 2 decimals'));
    try {
      const r = gameSessions.spin(request.body.token, betCents);
      if (r.memberId !== null) noticeLossLimit(r.memberId, r.winCents - r.betCents);
      return ok({
        reels: reelWindows(r.stops),
        line: r.line,
        bet: formatCents(r.betCents),
        win: formatCents(r.winCents),
        balance: formatCents(r.balanceCents),
        demo: r.demo,
      });
    } catch (err) {
      if (err instanceof InsufficientBalanceError)
        return fail(GameCode.insufficientBalance, 'The balance does not cover the bet');
      if (err instanceof SessionNotFoundError || err instanceof SessionEndedError)
        return fail(GameCode.sessionEnded, err.message);
      if (err instanceof InvalidBetError) return reply.code(400).send(fail(ApiCode.invalidRequest, err.message));
      throw err;
    }
  });
};
