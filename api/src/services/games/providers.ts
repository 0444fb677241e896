// Spec 02 §3 facts about the catalogue's providers that only the api acts on: which offer demo
// play, which are inactive, and the game types whose provider logos have overrides.
export const DEMO_PROVIDERS = ['GPR8', 'GPJD', 'GPFC', 'GPJL'] as const;
export const INACTIVE_PROVIDERS = ['GPEA', 'GPNE'] as const;
export const isDemoProvider = (gpId: string) => (DEMO_PROVIDERS as readonly string[]).includes(gpId);

export const PROVIDER_LOGO_OVERRIDE_GT_IDS = [2, 3, 4, 5, 6, 7] as const;
