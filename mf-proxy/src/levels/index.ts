// The level names' face for the rest of mf-proxy: the pages that show a level name it with useLevelName().
export { useLevelName } from './use-level-name.js';
