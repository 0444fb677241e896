// Site-wide demo mode (spec 01 §1, §6: IS_DEMO "fakes a login with a test account and blocks
// real actions"). The actions a demo visitor may not take, named once for every remote.
export const REAL_ACTIONS = ['deposit', 'withdraw', 'game', 'profile'] as const;
export type RealAction = (typeof REAL_ACTIONS)[number];
