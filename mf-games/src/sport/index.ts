// The sportsbook's face for the rest of mf-games: the sports hall shows <SportHall/>.
export { SportHall } from './sport-hall.js';
