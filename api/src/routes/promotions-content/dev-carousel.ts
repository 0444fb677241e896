// POST /api/dev/carousel { site_id?, use_type, currency?, items: [{ url, title?, link_type,
// link_method, link_url?, game_link_parameter?, sort? }] } — development only
// (CROUPIER_DEV_ROUTES=1; in production the operator's back office). Replaces the banners of that
// use_type and currency (none: those for every currency), then publishes carousel_picture.url on
// web_api.{currency} (every currency of the site when none is given): open pages refetch.
// Refused (400, nothing written): a link that does not fit its link_type, a picture that is not
// http(s) or a site path, a currency the site does not offer, an unknown language. Unknown site: 404.
import Type, { type Static } from 'typebox';
import {
  CAROUSEL_LINK_METHOD,
  CAROUSEL_LINK_TYPE,
  CAROUSEL_USE_TYPE,
  PublicChannel,
  RealtimeEvent,
  type GameLinkParameter,
} from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, IntegerIn, SiteId } from '../../http/route-schema.js';
import type { NewCarouselPicture } from '../../services/promotions/index.js';
import { badRequest } from '../auth/check-body.js';
import { publishLogged } from '../realtime-events/publish-logged.js';
import { byLanguage, Texts } from './dev-texts.js';
import { siteNotFound, type PromotionsContentRoutePlugin } from './options.js';

const GameLink = Type.Object(
  {
    currency: Type.String({ minLength: 1, maxLength: 16 }),
    gt_id: Type.Integer({ minimum: 1, maximum: 999 }),
    gp_id: Type.String({ pattern: '^[A-Za-z0-9]{2,16}$' }),
    gp_gt_name: Type.String({ minLength: 1, maxLength: 100 }),
    customized: IntegerIn([0, 1]),
    game_code: Type.Optional(Type.String({ maxLength: 64 })),
    house: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  },
  { additionalProperties: false },
);

const Item = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 500 }),
  title: Type.Optional(Texts(200)),
  link_type: IntegerIn(Object.values(CAROUSEL_LINK_TYPE)),
  link_method: IntegerIn(Object.values(CAROUSEL_LINK_METHOD)),
  link_url: Type.Optional(Type.String({ maxLength: 500 })),
  game_link_parameter: Type.Optional(GameLink),
  sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
});

const Body = Type.Object({
  site_id: Defaulted(SiteId, '1'),
  use_type: IntegerIn(Object.values(CAROUSEL_USE_TYPE)),
  currency: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,16}$' })),
  items: Type.Array(Item, { maxItems: 20 }),
});
type ItemInput = Static<typeof Item>;

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
/** A path of the site: one leading '/', never '//' or '/\' (another host). */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

/** The item as stored, or what is wrong with it. */
function checkItem(item: ItemInput, index: number): NewCarouselPicture | string {
  const at = `items[${index}]`;
  if (!HTTP_URL.test(item.url) && !SITE_PATH.test(item.url))
    return `${at}.url must be an http(s) URL or a path of the site`;
  const title = byLanguage(item.title ?? '');
  if (!title) return `${at}.title: unknown language code`;
  const linkUrl = item.link_url ?? '';
  let game: GameLinkParameter | null = null;
  if (item.link_type === CAROUSEL_LINK_TYPE.external && !HTTP_URL.test(linkUrl))
    return `${at}.link_url must be an http(s) URL for link_type 0`;
  if (item.link_type === CAROUSEL_LINK_TYPE.internal && !SITE_PATH.test(linkUrl))
    return `${at}.link_url must be a path starting with one '/' for link_type 1`;
  if (item.link_type === CAROUSEL_LINK_TYPE.game) {
    if (!item.game_link_parameter) return `${at}.game_link_parameter is required for link_type 2`;
    game = item.game_link_parameter;
  }
  return {
    url: item.url,
    title: item.title === undefined ? {} : title,
    link_type: item.link_type,
    link_method: item.link_method,
    link_url: item.link_type === CAROUSEL_LINK_TYPE.game ? '' : linkUrl,
    game_link_parameter: game,
    sort: item.sort ?? 0,
  };
}

export const devCarouselRoute: PromotionsContentRoutePlugin = async (app, { services, carousel }) => {
  app.post('/dev/carousel', { schema: { body: Body } }, async (request, reply) => {
    const { site_id, use_type, items } = request.body;
    const currency = request.body.currency?.toUpperCase() ?? null;
    const currencies = carousel.currenciesOf(site_id);
    if (!currencies) return fail(ApiCode.notFound, siteNotFound(site_id));
    if (currency && currencies.length > 0 && !currencies.includes(currency))
      return badRequest(reply, `currency ${currency} is not offered by site ${site_id}`);
    const pictures: NewCarouselPicture[] = [];
    for (const [i, item] of items.entries()) {
      const checked = checkItem(item, i);
      if (typeof checked === 'string') return badRequest(reply, checked);
      pictures.push(checked);
    }
    const ids = carousel.replace(site_id, use_type, currency, pictures);
    services.readCache.invalidate('content');
    const channels = (currency ? [currency] : currencies).map(PublicChannel.webApi);
    let published = true;
    for (const channel of channels) {
      const sent = await publishLogged(app.log, RealtimeEvent.carouselPictureUrl, () =>
        services.publisher.publishPublic(channel, RealtimeEvent.carouselPictureUrl, { site_id }),
      );
      published &&= sent;
    }
    return ok({ ids, channels, published });
  });
};
