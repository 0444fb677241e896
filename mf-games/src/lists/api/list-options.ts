/**
 * The lists come in the `lang` header's language (gt_name, gp_gt_name), so each key of
 * query-keys.ts gets the language appended: a switch asks again, and switching back is
 * instant. Anything invalidating by a query-keys.ts prefix still reaches every language.
 */
export const inLanguage = <K extends readonly unknown[]>(key: K, language: string) => [...key, language] as const;
