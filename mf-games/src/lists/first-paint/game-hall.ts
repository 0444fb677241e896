// /gameHall/{gt_id}: the type bar, title and platform description of GameHallPage (its largest
// paint on a phone), from a guest's /v3/game_list for each layout. A type the site does not know:
// nothing (the page says so).
import {
  escapeHtml,
  gameTypeById,
  platformDescription,
  platformNames,
  SUPPORT_DEVICE,
  templateValue,
  type FirstPaintFragment,
  type GameTypeGroup,
} from '@croupier/shared/contracts';
import { gameHallPath } from '../../routes.js';
import { perLayout, type Layout } from './markup.js';
import { gameTypeName } from '../type-name.js';
import { translator, type Translate } from './translate.js';

function typeBarHtml(groups: readonly GameTypeGroup[], current: number, t: Translate): string {
  const items = groups.map((group) => {
    const idle = group.gt_icon
      ? `<img class="mfg-types__icon mfg-types__icon--idle" alt="" width="32" height="32" src="${escapeHtml(group.gt_icon)}">`
      : '';
    const active = group.gt_icon_active
      ? `<img class="mfg-types__icon mfg-types__icon--active" alt="" width="32" height="32" loading="lazy" src="${escapeHtml(group.gt_icon_active)}">`
      : '';
    const name = gameTypeName(group.gt_id, group.gt_name, t);
    const currentAttr = group.gt_id === current ? ' aria-current="page"' : '';
    return `<li><a href="${gameHallPath(group.gt_id)}"${currentAttr}>${idle}${active}<span>${escapeHtml(name)}</span></a></li>`;
  });
  return `<nav class="mfg-types"><ul>${items.join('')}</ul></nav>`;
}

function pageHtml(
  groups: readonly GameTypeGroup[],
  gtId: number,
  order: readonly string[],
  language: string,
  t: Translate,
) {
  const group = groups.find((g) => g.gt_id === gtId);
  if (gameTypeById(gtId) === undefined && group === undefined) return null;
  const title = gameTypeName(gtId, group?.gt_name, t);
  const platforms = platformNames(group?.gp_list ?? [], order);
  const note =
    platforms.length > 0 ? `<p class="mfg-page__note">${escapeHtml(platformDescription(platforms, language))}</p>` : '';
  return (
    `<div class="mfg-page mfg-hall">${typeBarHtml(groups, gtId, t)}` +
    `<div class="mfg-page__head"><h2 class="mfg-page__title">${escapeHtml(title)}</h2>${note}</div></div>`
  );
}

export const gameHallFragment: FirstPaintFragment = {
  route: '/gameHall/:id',
  async render({ params, site, language, currency, post }) {
    const gtId = Number(params.id);
    if (!/^\d{1,4}$/.test(params.id ?? '')) return null;
    // The guest's currency, as the lists ask for it in the browser (useListParams).
    if (!currency) return null;
    const t = translator(language);
    const listFor = (layout: Layout) =>
      post<GameTypeGroup[]>('/v3/game_list', {
        currency,
        site_id: site.site_id,
        support_device: SUPPORT_DEVICE[layout],
        template: templateValue(layout === 'desktop', site.settings.MOBILE_TEMPLATE_NAME),
      });
    const desktopLock = site.settings.DESKTOP_LOCK === true;
    const [mobile, desktop] = await Promise.all([desktopLock ? null : listFor('mobile'), listFor('desktop')]);
    const lists = { mobile, desktop };
    const order = site.settings.PLATFORM_ORDER ?? [];
    return perLayout(desktopLock, (layout) => {
      const groups = lists[layout];
      return Array.isArray(groups) ? pageHtml(groups, gtId, order, language, t) : null;
    });
  },
};
