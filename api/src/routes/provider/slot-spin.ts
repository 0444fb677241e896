// POST /api/provider/slot/spin { token, bet } — the game page's spin (the session token is the
// credential). Debits the bet and credits the win on the session's provider wallet (or its demo
// money) in one transaction with ledger rows 'bet' / 'win'. -> data { reels, line, bet, win,
// balance, demo }. 409 balance below the bet, 410 unknown or ended session, 400 a bet not offered.
// No member.cash: a spin changes a provider wallet, and member.cash carries the main wallet.
import Type from 'typebox';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { parseAmountToCents, formatCents } from '../../lib/money.js';
import { reelWindows } from '../../services/game-sessions-slot.js';
import { InvalidBetError, SessionEndedError, SessionNotFoundError } from '../../services/game-sessions.js';
import { GameCode } from '../../services/game-wallet-codes.js';
import { InsufficientBalanceError } from '../../services/game-wallet.js';
import { SessionToken, type ProviderRoutePlugin } from './schemas.js';

const Body = Type.Object({
  token: SessionToken,
  // Numbers are coerced to their decimal text; parsed exactly below.
  bet: Type.String({ minLength: 1, maxLength: 20 }),
});

export const slotSpinRoute: ProviderRoutePlugin = async (app, { gameSessions }) => {
  app.post('/provider/slot/spin', { schema: { body: Body } }, async (request, reply) => {
    const betCents = parseAmountToCents(request.body.bet);
    if (betCents === null || betCents <= 0) return reply.code(400).send(fail(ApiCode.invalidRequest, 'bet must be a positive amount with at most 2 decimals'));
    try {
      const r = gameSessions.spin(request.body.token, betCents);
      return ok({
        reels: reelWindows(r.stops),
        line: r.line,
        bet: formatCents(r.betCents),
        win: formatCents(r.winCents),
        balance: formatCents(r.balanceCents),
        demo: r.demo,
      });
    } catch (err) {
      if (err instanceof InsufficientBalanceError) return fail(GameCode.insufficientBalance, 'The balance does not cover the bet');
      if (err instanceof SessionNotFoundError || err instanceof SessionEndedError) return fail(GameCode.sessionEnded, err.message);
      if (err instanceof InvalidBetError) return reply.code(400).send(fail(ApiCode.invalidRequest, err.message));
      throw err;
    }
  });
};
