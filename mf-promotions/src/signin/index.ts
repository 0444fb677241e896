// The daily sign-in's face for the rest of mf-promotions: the /discount page shows it on top.
export { DailySignin } from './daily-signin.js';
