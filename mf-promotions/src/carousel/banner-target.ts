// Where a banner leads (spec 02 §3 link_type / link_method), decided from what the server sent
// but never trusting it: an external link only for an http(s) URL (never javascript:, data: or
// anything else), an internal one only for a path of this site ('/x', not '//host'), a game only
// with its parameter. Anything else is a picture that is not a link.
import {
  CAROUSEL_LINK_METHOD,
  CAROUSEL_LINK_TYPE,
  type CarouselPicture,
  type GameLinkParameter,
} from '@croupier/shared';

export type BannerTarget =
  | { kind: 'external'; href: string; newTab: boolean }
  | { kind: 'internal'; path: string; newTab: boolean }
  | { kind: 'game'; game: GameLinkParameter }
  | { kind: 'none' };

const NONE: BannerTarget = { kind: 'none' };

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const sitePath = (value: string): string | null => {
  const path = value.trim();
  return /^\/(?![/\\])/.test(path) && !/[\s\\]/.test(path) ? path : null;
};

export function bannerTarget(
  picture: Pick<CarouselPicture, 'link_type' | 'link_method' | 'link_url' | 'game_link_parameter'>,
): BannerTarget {
  const newTab = picture.link_method === CAROUSEL_LINK_METHOD.newTab;
  switch (picture.link_type) {
    case CAROUSEL_LINK_TYPE.external: {
      const href = httpUrl(picture.link_url ?? '');
      return href ? { kind: 'external', href, newTab } : NONE;
    }
    case CAROUSEL_LINK_TYPE.internal: {
      const path = sitePath(picture.link_url ?? '');
      return path ? { kind: 'internal', path, newTab } : NONE;
    }
    case CAROUSEL_LINK_TYPE.game:
      return picture.game_link_parameter ? { kind: 'game', game: picture.game_link_parameter } : NONE;
    default:
      return NONE;
  }
}
