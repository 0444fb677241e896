// The pages' face: games-app.tsx picks one for the route.
export { GameHallPage } from './game-hall-page.js';
export { GameRoomPage } from './game-room-page.js';
export { HomePage } from './home-page.js';
export { SlotGamePage } from './slot-game-page.js';
