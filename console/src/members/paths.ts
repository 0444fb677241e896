// The members page's address: the site, the search (`q`) and, for one member, `account` (the
// search stays in it, for the way back).

export function membersParams(siteId: string, q = '', account: string | null = null): URLSearchParams {
  const params = new URLSearchParams({ site: siteId });
  if (q) params.set('q', q);
  if (account !== null) params.set('account', account);
  return params;
}

/** The members page showing a member. */
export const memberPath = (siteId: string, account: string, q = '') =>
  `/members?${membersParams(siteId, q, account).toString()}`;

/** The members page's search. */
export const searchPath = (siteId: string, q = '') => `/members?${membersParams(siteId, q).toString()}`;
