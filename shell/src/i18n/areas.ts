// The shell's strings live in one i18n namespace ('shell') but in one folder per area:
// locales/<area>/<language>.json. An area's top-level keys are its own (a test checks that no
// two areas share one). Add an area: one English import and one entry below.
import core from './locales/core/en_US.json';
import routing from './locales/routing/en_US.json';
import realtime from './locales/realtime/en_US.json';
import session from './locales/session/en_US.json';
import layout from './locales/layout/en_US.json';

export const EN_US_BY_AREA = { core, routing, realtime, session, layout };
