// POST /api/arks/web/carousel_picture { site_id, use_type, currency? } -> new style
// CarouselPictureList: the banners of that use_type for the currency and those for every currency
// (no currency: the site's default one's), titles in the `lang` header's language (else en_US),
// by sort desc then id. Public. Unknown site: 404. Served from memory (topic 'content', see
// routes/content/cached-content.ts) until the console changes the banners or the site's currencies.
import Type from 'typebox';
import { CAROUSEL_USE_TYPE, type CarouselPayload, type CarouselPictureList } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { IntegerIn, satisfiesWire, SiteId } from '../../http/route-schema.js';
import { sendContent } from '../content/cached-content.js';
import { Currency, languageOf, siteNotFound, type PromotionsContentRoutePlugin } from './options.js';

const Body = satisfiesWire<CarouselPayload>()(
  Type.Object({
    site_id: SiteId,
    use_type: IntegerIn(Object.values(CAROUSEL_USE_TYPE)),
    currency: Type.Optional(Currency),
  }),
);

export const carouselPictureRoute: PromotionsContentRoutePlugin = async (app, options) => {
  const { carousel } = options;
  app.post('/arks/web/carousel_picture', { schema: { body: Body } }, async (request, reply) => {
    const { site_id, use_type } = request.body;
    // '' is a page that does not know its currency yet: the site's default.
    const currency = request.body.currency ? request.body.currency.toUpperCase() : null;
    const language = languageOf(request);
    const key = ['/arks/web/carousel_picture', site_id, use_type, currency, language];
    return sendContent(
      request,
      reply,
      options,
      key,
      () => {
        const list = carousel.list(site_id, use_type, currency, language);
        if (!list) return fail(ApiCode.notFound, siteNotFound(site_id));
        const data: CarouselPictureList = { web_carousel_picture_list: list };
        return ok(data);
      },
      'lang',
    );
  });
};
