// Where the api serves its generated games art (routes/games/art-*.ts). One place for the URL
// shapes: the seed stores them, the catalogue answers them, the routes parse them. Every picture is
// linked as WebP, which a browser decodes off its main thread (an SVG <img> is a document drawn on
// it); each is also served as .svg.

export const GAME_ART_PREFIX = '/api/game-art/';
export const PROVIDER_LOGO_PREFIX = '/api/provider-logo/';
export const GAME_TYPE_ICON_PREFIX = '/api/game-type-icon/';

/**
 * A game's thumbnail (used when games.icon is ''): a WebP of quality 50 (art-game.ts), as a slot
 * list's first paint asks for its first row ahead of the scripts on a phone's slow 4G.
 */
export const gameArtUrl = (gameId: number) => `${GAME_ART_PREFIX}${gameId}.webp`;

/** A provider's logo; gtId gives the variant drawn for one game type, dark the one for dark backgrounds. */
export function providerLogoUrl(gpId: string, variant: { gtId?: number; dark?: boolean } = {}): string {
  const query = [variant.gtId !== undefined ? `gt_id=${variant.gtId}` : '', variant.dark ? 'theme=dark' : '']
    .filter(Boolean)
    .join('&');
  return `${PROVIDER_LOGO_PREFIX}${gpId.toLowerCase()}.webp${query ? `?${query}` : ''}`;
}

export const gameTypeIconUrl = (gtId: number, active = false) =>
  `${GAME_TYPE_ICON_PREFIX}${gtId}.webp${active ? '?active=1' : ''}`;
