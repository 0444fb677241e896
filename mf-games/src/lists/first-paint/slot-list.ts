// /slotgame?gt_id&gp_id&house: the page head, toolbar, tabs, label filter and first row of games
// of SlotGamePage, from a guest's /v2/game_label for each layout. No provider, or a list without
// games: nothing (the page shows its notice).
import {
  escapeHtml,
  GAME_LABEL_TAGS,
  GT_SLOT,
  SUPPORT_DEVICE,
  type FirstPaintFragment,
  type GameLabelResponse,
} from '@croupier/shared/contracts';
import { GAME_LIST_TABS } from '../../constants.js';
import { EAGER_ART } from '../components/grid-art.js';
import { gameHallPath, readProviderListQuery } from '../../routes.js';
import { cardHtml, gridHtml, perLayout, type Layout } from './markup.js';
import { gameTypeName } from '../type-name.js';
import { translator, type Translate } from './translate.js';

function pageHtml(
  label: GameLabelResponse,
  provider: { gt_id: number; gp_id: string },
  language: string,
  t: Translate,
) {
  const name = label.main.find((entry) => entry.gp_id === provider.gp_id)?.gp_name || provider.gp_id;
  const hall = gameHallPath(provider.gt_id);
  const head =
    `<div class="mfg-page__head"><a class="mfg-back" href="${hall}"><span aria-hidden="true">‹</span> ` +
    `${escapeHtml(t('lists.back_to', { name: gameTypeName(provider.gt_id, undefined, t) }))}</a>` +
    `<h2 class="mfg-page__title">${escapeHtml(name)}</h2></div>`;
  const toolbar =
    `<div class="mfg-toolbar"><div class="mfg-search" role="search"><label class="mfg-visually-hidden">` +
    `${escapeHtml(t('lists.search_label'))}</label><input type="search" placeholder="${escapeHtml(t('lists.search_placeholder'))}">` +
    `</div><p class="mfg-count" role="status"></p></div>`;
  const tabs = GAME_LIST_TABS.map(
    (tab, i) =>
      `<button type="button" role="tab" aria-selected="${i === 0}">${escapeHtml(t(`lists.tabs.${tab}`))}</button>`,
  ).join('');
  const offered = GAME_LABEL_TAGS.filter((tag) => label.list.some((l) => l.tag === tag && l.game_list.length > 0));
  const filter =
    offered.length > 0
      ? `<div class="mfg-filter" role="group">${(['all', ...offered] as const)
          .map(
            (o, i) => `<button type="button" aria-pressed="${i === 0}">${escapeHtml(t(`lists.filter.${o}`))}</button>`,
          )
          .join('')}</div>`
      : '';
  const cards = label.main.slice(0, EAGER_ART).map((entry, i) => cardHtml(entry, i, language, t));
  return (
    `<div class="mfg-page mfg-slotgame">${head}<div class="mfg-slot-list">${toolbar}` +
    `<div class="mfg-tabs" role="tablist">${tabs}</div>` +
    `<div class="mfg-tabpanel" role="tabpanel">${filter}${gridHtml(cards)}</div></div></div>`
  );
}

export const slotListFragment: FirstPaintFragment = {
  route: '/slotgame',
  async render({ query, site, language, currency, post }) {
    const { gt_id, gp_id, house } = readProviderListQuery(query);
    if (!gp_id) return null;
    const provider = { gt_id: gt_id ?? GT_SLOT, gp_id };
    // The guest's currency, as the lists ask for it in the browser (useListParams).
    if (!currency) return null;
    const t = translator(language);
    const labelFor = (layout: Layout) =>
      post<GameLabelResponse>('/v2/game_label', {
        site_id: site.site_id,
        currency,
        device: SUPPORT_DEVICE[layout],
        gp_id,
        game_type_id: provider.gt_id,
        house,
      });
    const desktopLock = site.settings.DESKTOP_LOCK === true;
    const [mobile, desktop] = await Promise.all([desktopLock ? null : labelFor('mobile'), labelFor('desktop')]);
    const labels = { mobile, desktop };
    return perLayout(desktopLock, (layout) => {
      const label = labels[layout];
      if (!label || label.main.length === 0) return null;
      return pageHtml({ list: label.list ?? [], main: label.main }, provider, language, t);
    });
  },
};
