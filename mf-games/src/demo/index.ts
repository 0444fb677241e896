// Demo play's face for the rest of mf-games: the pages show <DemoPlay/>.
export { DemoPlay } from './demo-play.js';
