// A site's carousel banners from the console (content.edit; docs/operators.md "Content"):
//   GET  /api/operator/sites/:site_id/carousel -> { currencies, items }, every use_type and currency
//   POST /api/operator/sites/:site_id/carousel { use_type, currency?, items: [{ url, title?, link_type,
//        link_method, link_url?, game_link_parameter?, sort? }] } -> { ids, channels, published }
//   POST /api/operator/sites/:site_id/carousel/pictures { image: { content_type, data } } -> { url, width, height, bytes }
// A change replaces the banners of that use_type and currency (none: those for every currency),
// drops the read cache, then publishes carousel_picture.url on web_api.{currency} (every currency
// of the site when none is given): open pages refetch. Refused (400, nothing written): a link that
// does not fit its link_type, a picture that is not http(s) or a site path, a currency the site
// does not offer, an unknown language.
// A picture is base64 in the JSON body: PNG, JPEG or WebP by its bytes, at most 2 MB and 4096 px a
// side, stored encoded anew as WebP (services/sites/picture-upload.ts) and served under
// /api/assets/uploads/ by its digest; its url goes into a banner's `url`.
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
import { PICTURE_BODY_LIMIT_BYTES } from '../../http/body-limit.js';
import { fail, ok } from '../../http/respond.js';
import { IntegerIn, SiteId, StringIn, type RoutePlugin } from '../../http/route-schema.js';
import type { NewCarouselPicture } from '../../services/promotions/index.js';
import { encodeUploadedPicture, PICTURE_TYPES, type PictureType } from '../../services/sites/index.js';
import { badRequest } from '../auth/check-body.js';
import { publishLogged } from '../realtime-events/publish-logged.js';
import { actorOf, OPERATOR_SECURITY, operatorGuard, siteParam } from './guard.js';
import { byLanguage, Texts } from './texts.js';

const Site = Type.Object({ site_id: SiteId });

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

const Banners = Type.Object({
  use_type: IntegerIn(Object.values(CAROUSEL_USE_TYPE)),
  currency: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,16}$' })),
  items: Type.Array(Item, { maxItems: 20 }),
});
type ItemInput = Static<typeof Item>;

const Picture = Type.Object({
  image: Type.Object(
    {
      content_type: StringIn(Object.keys(PICTURE_TYPES) as PictureType[]),
      // Checked for size after decoding, with a sentence the console can show.
      data: Type.String({ minLength: 1, maxLength: PICTURE_BODY_LIMIT_BYTES, pattern: '^[A-Za-z0-9+/]*={0,2}$' }),
    },
    { additionalProperties: false },
  ),
});

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
/** A path of the site: one leading '/', never '//' or '/\' (another host). */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;
/** Where the uploaded pictures are served (routes/content/assets.ts). */
const UPLOADS = 'uploads/carousel';

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

const schema = <T extends object>(parts: T) => ({ tags: ['operator'], security: OPERATOR_SECURITY, ...parts });

export const operatorCarouselRoutes: RoutePlugin = async (app, { services }) => {
  const { carousel, audit } = services;
  const guard = operatorGuard(services, 'content.edit', { site: siteParam });
  const siteMissing = (site_id: string) => fail(ApiCode.notFound, `Site ${site_id} not found`);
  const storePicture = services.db.prepare(
    "INSERT OR IGNORE INTO content_assets (path, mime, body, bytes, updated_at) VALUES (?, 'image/webp', '', ?, ?)",
  );

  app.get(
    '/operator/sites/:site_id/carousel',
    { schema: schema({ params: Site }), ...guard },
    async (request, reply) => {
      const { site_id } = request.params;
      const currencies = carousel.currenciesOf(site_id);
      if (!currencies) return reply.code(404).send(siteMissing(site_id));
      return ok({ currencies, items: carousel.stored(site_id) });
    },
  );

  app.post(
    '/operator/sites/:site_id/carousel',
    { schema: schema({ params: Site, body: Banners }), ...guard },
    async (request, reply) => {
      const { site_id } = request.params;
      const { use_type, items } = request.body;
      const currency = request.body.currency?.toUpperCase() ?? null;
      const currencies = carousel.currenciesOf(site_id);
      if (!currencies) return reply.code(404).send(siteMissing(site_id));
      if (currency && currencies.length > 0 && !currencies.includes(currency))
        return badRequest(reply, `currency ${currency} is not offered by site ${site_id}`);
      const pictures: NewCarouselPicture[] = [];
      for (const [i, item] of items.entries()) {
        const checked = checkItem(item, i);
        if (typeof checked === 'string') return badRequest(reply, checked);
        pictures.push(checked);
      }
      const only = { use_type, currency };
      const ids = audit.run(actorOf(request), () => {
        const before = carousel.stored(site_id, only);
        const replaced = carousel.replace(site_id, use_type, currency, pictures);
        return {
          result: replaced,
          change: {
            site_id,
            action: 'carousel.replace',
            target: `${use_type}:${currency ?? '*'}`,
            before,
            after: carousel.stored(site_id, only),
          },
        };
      });
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
    },
  );

  app.post(
    '/operator/sites/:site_id/carousel/pictures',
    { schema: schema({ params: Site, body: Picture }), bodyLimit: PICTURE_BODY_LIMIT_BYTES, ...guard },
    async (request, reply) => {
      const { site_id } = request.params;
      if (!carousel.currenciesOf(site_id)) return reply.code(404).send(siteMissing(site_id));
      const { content_type, data } = request.body.image;
      const picture = await encodeUploadedPicture(Buffer.from(data, 'base64'), content_type);
      if ('refused' in picture) return badRequest(reply, picture.refused);
      const path = `${UPLOADS}/${picture.digest}.webp`;
      const url = `/api/assets/${path}`;
      const answer = { url, width: picture.width, height: picture.height, bytes: picture.webp.length };
      audit.run(actorOf(request), () => {
        storePicture.run(path, picture.webp, Date.now());
        return {
          result: null,
          change: {
            site_id,
            action: 'carousel.picture',
            target: url,
            before: null,
            after: { ...answer, content_type },
          },
        };
      });
      return ok(answer);
    },
  );
};
