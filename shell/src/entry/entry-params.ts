// Part of the first render: whether the page started with an entry parameter (entry-links.tsx
// reads them), so that the code reading them loads only then.

/** Whether `search` carries enc, a link login's tk, or pwa. */
export const hasEntryParams = (search: string): boolean => /[?&](enc|tk|pwa)=/.test(search);
