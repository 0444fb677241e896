// Answer codes of the provider calls (play1, leave1, transfer-back, demo play, the slot page's
// spin). 203 (PLAY_CODE_MAINTENANCE) and 101-105 are the spec's, which the client has messages
// for; the others are the api's own and come with a message the client shows.
import { PLAY_CODE_MAINTENANCE } from '@croupier/shared/contracts';

export const GameCode = {
  success: 100,
  /** Transfer-back: one is already running for this member. */
  transferBackRunning: 101,
  /** Transfer-back: transfers are switched off for this member (wallet_status 0). 102, 103, 105: reserved. */
  transfersDisabled: 104,
  /** Play: the provider is in maintenance (data.maintain_interval). */
  maintenance: PLAY_CODE_MAINTENANCE,
  /** Demo play: the game or provider offers no demo. */
  demoNotOffered: 403,
  /** Play / demo play: no such game, or the game or its provider is switched off. */
  gameNotFound: 404,
  /** Spin: the balance does not cover the bet. */
  insufficientBalance: 409,
  /** Spin: the game session is unknown or has ended (leave1, or a demo older than a day). */
  sessionEnded: 410,
} as const;
