import type { FastifyBaseLogger } from 'fastify';
import type Pusher from 'pusher';
import { isRemoteName, validTimezone } from '@croupier/shared/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import {
  createAgentApplications,
  createAgentDomains,
  createAgentDownline,
  createAgentHierarchy,
  createAgentLinks,
  createAgentReports,
  createAgentSettlements,
  createAgentTerms,
  createAgentTransfers,
  createPlanRules,
} from './agents/index.js';
import {
  createCaptchas,
  createIntroducers,
  createLoginGuard,
  createLoginSteps,
  createLoginThrottle,
  createMemberSecrets,
  createOutbox,
  createPasswordResets,
  createRegisterGuard,
  createRegisterSettings,
  createRegistrations,
  createSessions,
  createThirdParty,
  createVerificationFailures,
} from './auth/index.js';
import {
  createBankAccounts,
  createCashier,
  createCashierMethods,
  createCashierRecords,
  createGameWallet,
  createMainLedger,
  createWallet,
} from './cashier/index.js';
import {
  createGameSessions,
  createGamesCatalogue,
  createGamesJackpot,
  createGamesMembers,
  createProviderMaintenance,
  createSportCatalogue,
} from './games/index.js';
import { createMemberProfile, createMembers } from './members/index.js';
import {
  createAudit,
  createOperatorAccounts,
  createOperatorSessions,
  createOperatorThrottle,
} from './operators/index.js';
import { createPusher, createRealtimePublisher } from './realtime/index.js';
import { createContent, createFbTracking, createReadCache, createSites } from './sites/index.js';
import {
  createAnnouncements,
  createBulletins,
  createCarousel,
  createHelpPages,
  createLetters,
  createPromotions,
  createRecommendRewards,
  createRedEnvelopes,
  createReferral,
  createSignins,
} from './promotions/index.js';
import {
  createCompatibilityGate,
  createLiveMap,
  createReleaseHealth,
  createReleaseOverrides,
  createReleaseRegistry,
  createReleaseTokens,
} from './releases/index.js';
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
  const loginGuard = createLoginGuard(db);
  const outbox = createOutbox(db);
  const registrations = createRegistrations(db);
  const agentHierarchy = createAgentHierarchy(db);
  const agentTerms = createAgentTerms(db);
  const agentReports = createAgentReports(db);
  const gameWallet = createGameWallet(db, mainLedger, publisher, log);
  // The site's zone (site setting TIMEZONE, else DEFAULT_TIMEZONE): sign-in days, promotion times.
  const siteZone = (siteId: string) => validTimezone(sites.detail(siteId)?.settings.TIMEZONE);
  const gate = createCompatibilityGate(db);
  const releases = createReleaseRegistry(db, (module) => isRemoteName(module), Date.now, gate);
  const liveMap = createLiveMap(db, releases, Date.now, gate);
  return {
    db,
    pusher,
    publisher,
    sites,
    members: createMembers(db),
    sessions,
    captchas: createCaptchas(db, config.testCaptcha),
    loginGuard,
    loginThrottle: createLoginThrottle(db, config.loginThrottle),
    // The steps of a login after the password (POST /login and the login flows of routes/auth/).
    loginSteps: createLoginSteps({ db, sessions, loginGuard, outbox, publisher, sites, rgEnforcement }, log),
    passwordResets: createPasswordResets(db, sessions),
    verificationFailures: createVerificationFailures(db),
    thirdParty: createThirdParty(db, { devOauth: config.devOauth }),
    memberSecrets: createMemberSecrets(db),
    // Registration (its form, limits and blacklists, introducers, the insert); the member centre's
    // profile checks its unique fields through the same registrations.
    registerSettings: createRegisterSettings(db),
    registerGuard: createRegisterGuard(db, config.registerLimits),
    introducers: createIntroducers(db),
    registrations,
    memberProfile: createMemberProfile(db, registrations),
    wallet,
    outbox,
    // The referral reward, paid through the cashier's onDepositApproved hook above.
    recommendRewards,
    // Deposit/withdrawal orders.
    cashier,
    cashierMethods: createCashierMethods(db),
    bankAccounts: createBankAccounts(db),
    cashierRecords: createCashierRecords(db),
    // The one writer of main-wallet money (the cashier, the wallet, the games' transfers, agent
    // transfers and commissions, red envelopes, sign-in rewards, promotion bonuses): a ledger row
    // per movement, member.cash after commit.
    mainLedger,
    // Who is in an agent's downline (every agent-centre call asks).
    agentHierarchy,
    agentTerms,
    agentApplications: createAgentApplications(db, agentTerms),
    agentDownline: createAgentDownline(db, agentHierarchy),
    agentLinks: createAgentLinks(db),
    agentDomains: createAgentDomains(db),
    planRules: createPlanRules(db),
    agentReports,
    agentTransfers: createAgentTransfers(db, agentHierarchy, mainLedger),
    agentSettlements: createAgentSettlements(db, agentReports, mainLedger),
    // The games catalogue, and the api's own provider: main wallet to game and back, game
    // sessions, maintenance windows, the sportsbook.
    gamesCatalogue: createGamesCatalogue(db),
    gamesMembers: createGamesMembers(db),
    gamesJackpot: createGamesJackpot(db),
    gameWallet,
    gameSessions: createGameSessions(db, gameWallet),
    providerMaintenance: createProviderMaintenance(db, sites),
    sportCatalogue: createSportCatalogue(db),
    // Promotions and the content around them.
    promotions: createPromotions(db, mainLedger, siteZone),
    redEnvelopes: createRedEnvelopes(db, mainLedger),
    signins: createSignins(db, mainLedger, siteZone),
    referral: createReferral(db),
    letters: createLetters(db),
    announcements: createAnnouncements(db),
    bulletins: createBulletins(db),
    carousel: createCarousel(db),
    helpPages: createHelpPages(db),
    // Responsible gaming's usage and limits in force (the deposit, play1 and the page read them).
    rgUsage,
    rgEnforcement,
    // Responsible gaming's settings: the page's state, limits, reality check, exclusions, history.
    responsibleGaming: createResponsibleGaming(db, sites),
    // The site's content (logos, footer, templates, models).
    content: createContent(db),
    // Catalogue and content answers kept in memory; the routes that write call invalidate().
    readCache: createReadCache(db),
    // The ad-tracking events the pages report.
    fbTracking: createFbTracking(db),
    // Releases of the remotes: the teams' tokens, the registry, each site's live map and its
    // record, and the signed links that put one browser on another release.
    releaseTokens: createReleaseTokens(config.releaseTokens),
    releases,
    liveMap,
    // The visitors' reports of the releases they load, and the canary guard's rollbacks.
    releaseHealth: createReleaseHealth(db, liveMap, config.canaryGuard),
    releaseOverrides: createReleaseOverrides(db, releases, config.releaseOverrideSecret),
    // The brands' operators: accounts, console sessions, sign-in throttle, and the audit log
    // every operator action writes.
    operators: createOperatorAccounts(db),
    operatorSessions: createOperatorSessions(db, config.operatorSessions),
    operatorThrottle: createOperatorThrottle(db, config.operatorThrottle),
    audit: createAudit(db),
  };
}
export type Services = ReturnType<typeof createServices>;
