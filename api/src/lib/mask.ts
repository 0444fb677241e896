// How a phone or email is shown to someone who has only proved a password: enough to recognise it.

/** '0912345678' -> '******5678' (the last 4 digits). */
export function maskPhone(phone: string): string {
  const keep = Math.min(4, Math.max(0, phone.length - 2));
  return '*'.repeat(phone.length - keep) + phone.slice(phone.length - keep);
}

/** 'player01@example.com' -> 'pl******@example.com' (two characters of the name, the domain). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskPhone(email);
  const name = email.slice(0, at);
  const shown = name.slice(0, Math.min(2, name.length - 1));
  return `${shown}${'*'.repeat(Math.max(3, name.length - shown.length))}${email.slice(at)}`;
}

/** 'player01' -> 'pl***01' (two characters at each end; a short account keeps its first only). */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}
