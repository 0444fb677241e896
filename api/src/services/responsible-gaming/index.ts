// Responsible gaming: usage and limits in force, their enforcement (deposits, play, login), the
// page's settings, and the answers a refusal carries. What other domains and the routes may use;
// the files of this folder import each other directly.
export { createRgEnforcement, type RgEnforcement } from './enforcement.js';
export { RG_RAISE_DELAY_MS, shownLimit } from './limits.js';
export { depositLimitAnswer, exclusionAnswer, lossLimitAnswer, sessionLimitAnswer } from './refusals.js';
export { createResponsibleGaming, type OperatorExclusion } from './settings.js';
export { createRgUsage, type RgSubjectRow } from './usage.js';
