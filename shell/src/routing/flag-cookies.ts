// The entry flags of spec 01 §3 (cookies isFastDeposit and isRouteRegister): session cookies,
// path /, same-site lax, value 'true'.

export const FLAG_COOKIES = {
  fastDeposit: 'isFastDeposit',
  routeRegister: 'isRouteRegister',
} as const;

export type FlagCookie = (typeof FLAG_COOKIES)[keyof typeof FLAG_COOKIES];

export function setFlagCookie(name: FlagCookie, doc: Document = document): void {
  doc.cookie = `${name}=true; path=/; SameSite=Lax`;
}

export function hasFlagCookie(name: FlagCookie, doc: Document = document): boolean {
  return doc.cookie.split(';').some((part) => {
    const [key, value] = part.split('=');
    return key?.trim() === name && value?.trim() === 'true';
  });
}

export function clearFlagCookie(name: FlagCookie, doc: Document = document): void {
  doc.cookie = `${name}=; path=/; SameSite=Lax; max-age=0`;
}
