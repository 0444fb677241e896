// The version of @croupier/shared's contract (bus events, remote props, stores, wire types).
// Kept in sync with shared/package.json "croupier.contract" by a test. A minor adds; anything
// removed or changed is a new major (2.0.0: issue 9 took each app's own matter out of shared; 3.0.0:
// the realtime login event carries a session id, not the token; browserStorage, injectStyle added;
// 3.1.0: the member centre's and the cashier's wire types, codes and schemas, two bus events, Modal's dismissible,
// the remotes' form kit and the '@croupier/shared/form' entry; 3.2.0: the agent area's wire types,
// codes and schemas, the record kit and site dates, the member-layout query, copyText; 3.3.0: the
// promotions' wire types and codes, HOME_BANNERS_BOX, the gamesLaunchRequested and
// walletRefreshRequested bus events, ledger types red_envelope, signin, promotion; 3.4.0: responsible
// gaming's wire types, codes and schemas, game-window messages, the responsible_gaming.notice event,
// three bus events and the 'responsible-gaming' logout reason; 4.0.0: the valibot schemas moved to the
// '@croupier/shared/validation' entry and defineRemote / mountHarness to '@croupier/shared/remote',
// each a singleton of its own, out of the first render; RemoteContext, parseLanguage,
// offeredLanguages and the locale cookies' names exported: the shell and the api's page frame choose alike;
// 5.0.0: sessionIdOf left the root entry for '@croupier/shared/session-id', so that no page carries
// SHA-256 for the one listener that compares session ids; the api client's onUnauthorized is handed
// the 401's answer; loadSanitizer and isPlainHtml exported: sanitizeHtml('') no longer loads DOMPurify;
// 5.1.0: the api client's beforeFetch option, awaited before each call starts; 6.0.0: the site's
// dates and the record kit left the root entry for '@croupier/shared/dates' and '/records', so that
// a page without them carries no dayjs; mountHarness left '/remote' for '@croupier/shared/harness', which
// no page of the site loads; 6.1.0: a hall's platform description (platformDescription, platformNames,
// PLATFORM_DESCRIPTION_MAX), which the api's page frame writes as mf-games does; 6.2.0:
// DEFAULT_MODEL_VERSION, which the shell asks the home ads at and the api's page frame draws them at;
// 7.0.0: injectStyle left the root entry: the remotes' styles are CSS files, and only shared's UI
// kit still injects its own).
export const CONTRACT_VERSION = '7.0.0';
