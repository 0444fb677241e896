// The lists' face for the rest of mf-games: the pages compose these, the launcher and the extras
// read the list parameters and game names from here. The lists' styles come with them.
import './styles.css';

export { useGameLabel } from './api/game-label.js';
export { useGameList } from './api/game-list.js';
export { useTagGameList } from './api/tag-game-list.js';
export { useTemplateGameList } from './api/template-game-list.js';
export { BELOW_FOLD_CHUNK } from './components/game-grid.js';
export { GameSection } from './components/game-section.js';
export { TypeBar, useGameTypeName } from './components/game-type-bar.js';
export { GridSkeleton, LoadFailed, Notice, QueryState } from './components/list-status.js';
export { SlotList } from './components/slot-list.js';
export { hallPath, isHallEntry } from './entry-target.js';
export { gameName } from './game-name.js';
export { useFirstAnswerDeferred } from './use-first-answer-deferred.js';
export { useListParams } from './use-list-params.js';
export { useListRefresh } from './use-list-refresh.js';
