// Responsible gaming's face: the frame shows its page; the reality check reads the same state.
export { rgStateQuery, useRgState } from './api/state.js';
export { ResponsibleGamingPage } from './responsible-gaming-page.js';
