// The jackpot's face for the rest of mf-games: the home page shows <JackpotPanel/>.
export { JackpotPanel } from './jackpot-panel.js';
