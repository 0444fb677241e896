import type { FastifyBaseLogger } from 'fastify';
import type Pusher from 'pusher';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { createCaptchas } from './captchas.js';
import { createCashier } from './cashier.js';
import { createLoginGuard } from './login-guard.js';
import { createLoginThrottle } from './login-throttle.js';
import { createMembers } from './members.js';
import { createOutbox } from './outbox.js';
import { createPusher } from './pusher-client.js';
import { createRealtimePublisher } from './realtime-publisher.js';
import { createSessions } from './sessions.js';
import { createSites } from './sites.js';
import { createWallet } from './wallet.js';

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
        .catch((err: unknown) => log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'realtime terminate failed'));
    }
  });
  return {
    db,
    pusher,
    publisher,
    sites: createSites(db, config),
    members: createMembers(db),
    sessions,
    captchas: createCaptchas(db, config.testCaptcha),
    loginGuard: createLoginGuard(db),
    loginThrottle: createLoginThrottle(db, config.loginThrottle),
    wallet: createWallet(db, publisher, log),
    outbox: createOutbox(db),
    // Deposit/withdrawal orders; its onDepositApproved hook is where the referral reward plugs in.
    cashier: createCashier(db, publisher, log),
  };
}
export type Services = ReturnType<typeof createServices>;
