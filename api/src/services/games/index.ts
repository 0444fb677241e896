// Games: the catalogue (lists, art, jackpots, a member's favourites and last played), providers,
// game sessions (slot maths, maintenance windows), the provider pages and the encrypted entry
// links. What other domains and the routes may use; the files of this folder import each other
// directly.
export { createGamesCatalogue, type GamesCatalogue, LOBBY_GAME_CODE, type Viewer } from './catalogue.js';
export { gameArtSvg, gameTypeIconSvg, hashString, hasTypeIcon, providerLogoSvg, wrapText } from './catalogue-art.js';
export { providerTypeName } from './catalogue-entries.js';
export { createGamesJackpot, type GamesJackpot, JACKPOT_CYCLE_MS, jackpotCents } from './catalogue-jackpot.js';
export { createGamesMembers, type GamesMembers } from './catalogue-members.js';
export { GAME_ART_PREFIX, providerLogoUrl } from './catalogue-urls.js';
export { createEntryTokens } from './entry-tokens.js';
export { GameCode } from './game-codes.js';
export {
  createGameSessions,
  type GameSessions,
  InvalidBetError,
  SessionEndedError,
  SessionNotFoundError,
} from './game-sessions.js';
export { createProviderMaintenance, inMaintenance, type ProviderMaintenance } from './game-sessions-maintenance.js';
export { betOptions, REELS, reelWindows, type SlotSymbol } from './game-sessions-slot.js';
export { newNonce, pageHeaders, renderNoticePage, renderSlotPage, renderSportPage } from './provider-pages.js';
export { createSportCatalogue, type SportCatalogue, sportFixtures } from './provider-pages-sport.js';
export { DEMO_PROVIDERS, INACTIVE_PROVIDERS, isDemoProvider, PROVIDER_LOGO_OVERRIDE_GT_IDS } from './providers.js';
