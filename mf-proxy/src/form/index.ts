// The forms' face for the rest of mf-proxy: what a refused call says, and on which field (refusalOf).
export { refusalOf } from './refusal.js';
