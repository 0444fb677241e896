// A game's identity in the launcher: the same provider, game type and game code make the same game
// (its window's name too). Apart from the state machine so that a launch before the launcher has
// loaded (launcher-loader.ts) names the window as the controller will.
export const gameKey = (g: { gp_id: string; game_type: number; game_code: string }): string =>
  `${g.gp_id}|${g.game_type}|${g.game_code}`;
