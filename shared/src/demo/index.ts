export { guardRealAction, isDemoSite } from './guard-real-action.js';
