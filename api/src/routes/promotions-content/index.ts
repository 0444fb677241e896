// The site's promotion content (spec 02 §3-§4): carousel banners, the marquee and the news
// (announcements), the pop-up bulletins with their history and a member's hide. The operators change
// them from the console (routes/operator/). One file per endpoint in this folder; register each here.
import type { RoutePlugin } from '../../http/route-schema.js';
import { announcementDetailRoute } from './announcement-detail.js';
import { announcementMarqueeRoute } from './announcement-marquee.js';
import { announcementNewsRoute } from './announcement-news.js';
import { bulletinHistoryRoute } from './bulletin-history.js';
import { bulletinMemberHideRoute } from './bulletin-member-hide.js';
import { bulletinMemberRoute } from './bulletin-member.js';
import { bulletinRoute } from './bulletin.js';
import { carouselPictureRoute } from './carousel-picture.js';
import type { PromotionsContentRouteOptions } from './options.js';
import { named } from '../../http/plugin-name.js';

export const promotionsContentRoutes: RoutePlugin = async (api, options) => {
  const { carousel, announcements, bulletins } = options.services;
  const withContent: PromotionsContentRouteOptions = { ...options, carousel, announcements, bulletins };
  await api.register(named(carouselPictureRoute), withContent);
  await api.register(named(announcementMarqueeRoute), withContent);
  await api.register(named(announcementNewsRoute), withContent);
  await api.register(named(announcementDetailRoute), withContent);
  await api.register(named(bulletinRoute), withContent);
  await api.register(named(bulletinMemberRoute), withContent);
  await api.register(named(bulletinHistoryRoute), withContent);
  await api.register(named(bulletinMemberHideRoute), withContent);
};
