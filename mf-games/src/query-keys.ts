// React Query keys of mf-games, in one place: the lists invalidate and the launcher refreshes
// through these (e.g. last played after a launch, favourites after a toggle).
export const gamesKeys = {
  all: ['mf-games'] as const,
  gameList: (currency: string, supportDevice: number, template: string) =>
    ['mf-games', 'game-list', currency, supportDevice, template] as const,
  tagGameList: (currency: string, supportDevice: number) =>
    ['mf-games', 'tag-game-list', currency, supportDevice] as const,
  gameLabel: (currency: string, gpId: string, gtId: number, house: number) =>
    ['mf-games', 'game-label', currency, gpId, gtId, house] as const,
  templateGameList: (currency: string, supportDevice: number) =>
    ['mf-games', 'template-game-list', currency, supportDevice] as const,
  lastPlaying: (memberId: string | number | null) => ['mf-games', 'last-playing', memberId] as const,
  jackpot: (currency: string) => ['mf-games', 'jackpot', currency] as const,
  demoGtGames: (currency: string, template: string) => ['mf-games', 'demo-gt-games', currency, template] as const,
  demoGpGames: (currency: string, gpId: string, gtId: number, house: number) =>
    ['mf-games', 'demo-gp-games', currency, gpId, gtId, house] as const,
  sportQuickbet: (currency: string) => ['mf-games', 'sport-quickbet', currency] as const,
};
