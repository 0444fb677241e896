import type { FastifyBaseLogger } from 'fastify';
import type Pusher from 'pusher';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { createAgentHierarchy } from './agents/index.js';
import { createCaptchas, createLoginGuard, createLoginThrottle, createOutbox, createSessions } from './auth/index.js';
import { createCashier, createMainLedger, createWallet } from './cashier/index.js';
import { createMembers } from './members/index.js';
import { createPusher, createRealtimePublisher } from './realtime/index.js';
import { createFbTracking, createReadCache, createSites } from './sites/index.js';
import { createRecommendRewards } from './promotions/index.js';
import {
  createResponsibleGaming,
  createRgEnforcement,
  createRgUsage,
  exclusionAnswer,
} from './responsible-gaming/index.js';

export function createServices(config: Config, db: Db, log: FastifyBaseLogger) {
  const pusher: Pusher = createPusher(config.pusher);
  const publisher = createRealtimePublisher(pusher);
  const sessions = createSessions(db, config.sessionTtlMinutes, Date.now, config.sessionIdleMinutes);
  // However a session ends, its sockets lose the member's private channels (best effort: the
  // socket's re-authorisation is refused anyway once the session is revoked).
  sessions.onRevoked((sessionIds) => {
    for (const id of sessionIds) {
      publisher
        .terminateSession(id)
        .catch((err: unknown) =>
          log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'realtime terminate failed'),
        );
    }
  });
  const mainLedger = createMainLedger(db, publisher, log);
  const wallet = createWallet(db, mainLedger);
  const recommendRewards = createRecommendRewards(db, mainLedger);
  const sites = createSites(db, config);
  const rgUsage = createRgUsage(db);
  // Responsible gaming's checks (deposit limits inside the deposit's transaction, play1, login).
  const rgEnforcement = createRgEnforcement(db, rgUsage, sites);
  // A page whose socket missed the exclusion's notice hears it from its next call's 401.
  sessions.explainRevoked((memberId) => {
    const exclusion = rgEnforcement.exclusionAt(memberId);
    return exclusion && exclusionAnswer(exclusion, rgEnforcement.siteTimeOf(memberId, exclusion.until));
  });
  const cashier = createCashier(db, mainLedger, publisher, log, Date.now, rgEnforcement);
  // A referred member's first approved deposit pays the referrer inside the approval's
  // transaction; the referrer hears member.cash once it has committed (the microtask runs after
  // the synchronous transaction; the balance is read when sending).
  cashier.onDepositApproved((deposit) => {
    const paid = recommendRewards.onDepositApproved(deposit);
    if (paid) queueMicrotask(() => void mainLedger.announce(paid.referrer_id));
  });
  return {
    db,
    pusher,
    publisher,
    sites,
    members: createMembers(db),
    sessions,
    captchas: createCaptchas(db, config.testCaptcha),
    loginGuard: createLoginGuard(db),
    loginThrottle: createLoginThrottle(db, config.loginThrottle),
    wallet,
    outbox: createOutbox(db),
    // The referral reward, paid through the cashier's onDepositApproved hook above.
    recommendRewards,
    // Deposit/withdrawal orders.
    cashier,
    // The one writer of main-wallet money (the cashier, the wallet, the games' transfers, agent
    // transfers and commissions, red envelopes, sign-in rewards, promotion bonuses): a ledger row
    // per movement, member.cash after commit.
    mainLedger,
    // Who is in an agent's downline (every agent-centre call asks).
    agentHierarchy: createAgentHierarchy(db),
    // Responsible gaming's usage and limits in force (the deposit, play1 and the page read them).
    rgUsage,
    rgEnforcement,
    // Responsible gaming's settings: the page's state, limits, reality check, exclusions, history.
    responsibleGaming: createResponsibleGaming(db, sites),
    // Catalogue and content answers kept in memory; the routes that write call invalidate().
    readCache: createReadCache(db),
    // The ad-tracking events the pages report.
    fbTracking: createFbTracking(db),
  };
}
export type Services = ReturnType<typeof createServices>;
