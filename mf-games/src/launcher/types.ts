// What the rest of mf-games hands the launcher. Pages, the demo modals and the sport iframe
// launch only through useLauncher() (launcher/index.ts); the state machine lives in launcher/.
import type { DemoGame, PlayRequest } from '@croupier/shared';

export interface LaunchTarget {
  /** games.id when known (last played, favourites). */
  id?: number;
  gp_id: string;
  game_type: number;
  game_code: string;
  house?: number;
  /** false = a hall entry: pages navigate to its list instead of launching. */
  customized?: boolean;
  /** Display name, for the play page's title. */
  name?: string;
  extra?: PlayRequest['extra'];
}

export interface Launcher {
  /** Call synchronously inside the click handler (a window must open in the user's gesture). */
  launch(target: LaunchTarget): void;
  /** Demo play (no login, /demo/play). Same open modes and refusals. */
  launchDemo(game: DemoGame): void;
  /** True while a launch is starting or quitting (pages may disable buttons). */
  busy: boolean;
}
