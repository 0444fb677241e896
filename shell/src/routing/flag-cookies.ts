// The entry flags of spec 01 §3 (cookies isFastDeposit and isRouteRegister): session cookies,
// path /, SameSite=Lax, value 'true', through shared's one cookie module (anything but 'true',
// a malformed value included, is no flag).
import { readCookie, removeCookie, writeCookie } from '@croupier/shared';

export const FLAG_COOKIES = {
  fastDeposit: 'isFastDeposit',
  routeRegister: 'isRouteRegister',
} as const;

export type FlagCookie = (typeof FLAG_COOKIES)[keyof typeof FLAG_COOKIES];

export const setFlagCookie = (name: FlagCookie): void => writeCookie(name, 'true');

export const hasFlagCookie = (name: FlagCookie): boolean => readCookie(name) === 'true';

export const clearFlagCookie = (name: FlagCookie): void => removeCookie(name);
