// GET /api/frame/slot-list?site_id=&gt_id=&gp_id=&house=: a provider's slot list as the
// page frame shows it before the scripts ran: the first FRAME_ARTS game arts of the list mf-games
// draws (/v2/game_label's main list, a guest's), each in a card box, for the web server to put
// into the shell's page frame (SSI, build/index.html). So the page's largest paint, a first-row
// art, is found in the HTML rather than after the shell, mf-games and its data arrived; the shell
// shows this very list in mf-games' place until mf-games has drawn (shell/src/routing/remote-frame.ts,
// framed-remote-parcel.tsx).
// The phone's list below 992 px, the pc's from 992 px (the shell's device rule; DESKTOP_LOCK: the
// pc's alone); one list when both begin alike. The art is the same in every language, so the
// language is not asked. An unknown site or provider, a list without games, a malformed query:
// 204, nothing to include. Cached as the lists are (topic 'games').
import Type from 'typebox';
import { escapeHtml } from '@croupier/shared/contracts';
import { perDevice, sendFrameHtml, type FrameDevice } from '../../http/frame-reply.js';
import { Defaulted } from '../../http/route-schema.js';
import { drawGameArts } from './art-game.js';
import { GpId, GtId, House, type GamesRoutePlugin } from './schemas.js';

/** mf-games' first row that is not lazy (EAGER_ART, lists/components/game-grid.tsx): 8 columns at 1280 px. */
export const FRAME_ARTS = 8;
/** Of which the first are asked with high priority, as mf-games asks them (PRIORITY_ART). */
const PRIORITY_ARTS = 2;
/** The generated art's intrinsic size (mf-games' thumbnails say the same). */
const ART_SIZE = 240;

const Query = Type.Object({
  site_id: Type.String({ maxLength: 32 }),
  gt_id: GtId,
  gp_id: GpId,
  house: Defaulted(House, 0),
});

/** Cards of the arts; no decoding="async": the pictures are the page's first content, decoded in the paint that shows them. */
function listHtml(arts: readonly string[], device: FrameDevice): string {
  const card = (url: string, index: number) => {
    const priority = index < PRIORITY_ARTS ? ' fetchpriority="high"' : '';
    const img = url ? `<img src="${escapeHtml(url)}" alt="" width="${ART_SIZE}" height="${ART_SIZE}"${priority}>` : '';
    return `<li><span>${img}</span></li>`;
  };
  return `<ul class="cr-frame__arts" data-device="${device}">${arts.map(card).join('')}</ul>`;
}

export const frameSlotListRoute: GamesRoutePlugin = async (app, options) => {
  const { catalogue, services } = options;
  app.get('/frame/slot-list', { schema: { querystring: Query } }, async (request, reply) => {
    const { site_id, gt_id, house } = request.query;
    const gpId = request.query.gp_id.toUpperCase();
    const settings = services.sites.detail(site_id)?.settings;
    if (!settings) return reply.code(204).send();
    const desktopLock = settings.DESKTOP_LOCK === true;

    const key = JSON.stringify(['/frame/slot-list', site_id, gt_id, gpId, house, desktopLock]);
    const { body } = services.readCache.answer('games', key, () => {
      const arts = (supportDevice: number) => {
        const main =
          catalogue.label({ memberId: null, lang: 'en_US', supportDevice }, { gpId, gtId: gt_id, house })?.main ?? [];
        const urls = main.slice(0, FRAME_ARTS).map((entry) => entry.icon_light);
        drawGameArts(catalogue, urls); // once per answer kept: the browser asks for them right after this HTML
        return urls.length > 0 ? urls : null;
      };
      return perDevice(desktopLock, arts, listHtml);
    });
    return sendFrameHtml(reply, JSON.parse(body) as string);
  });
};
