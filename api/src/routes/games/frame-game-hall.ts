// GET /api/frame/game-hall/{gt_id}?site_id=&locale=: the head of a game type's hall as
// the page frame shows it before the scripts ran, as mf-games draws it from a guest's /v3/game_list:
// the type bar (each type's icon, the hall's active one, and name; not links: the frame is
// aria-hidden and inert), the hall's title (its gt_name) and its platform description (shared's
// platformDescription of its group), for the web server to put into the shell's page frame (SSI,
// build/index.html). The description is the hall's largest paint; from the HTML it is on screen
// at the first paint, and the shell keeps it in mf-games' place until mf-games has drawn
// (shell/src/routing/remote-frame.ts, framed-remote-parcel.tsx).
// The language as the shell chooses it (frame-visitor.ts). The phone's head below 992 px, the
// pc's from 992 px (DESKTOP_LOCK: the pc's alone); one when both read alike. An unknown site, a
// type the site has no entries for (or no name for), a malformed request: 204 or 400, nothing to
// include. Cached as the lists are (topic 'games').
import Type from 'typebox';
import { escapeHtml, platformDescription, platformNames } from '@croupier/shared/contracts';
import { perDevice, sendFrameHtml, type FrameDevice } from '../../http/frame-reply.js';
import { frameLanguage, FrameVisitorQuery } from '../../http/frame-visitor.js';
import { GtId, type GamesRoutePlugin } from './schemas.js';

const Params = Type.Object({ gt_id: GtId });

interface HallHead {
  /** The type bar's chips: name, and the icon shown. */
  types: { name: string; icon: string; current: boolean }[];
  title: string;
  note: string;
}

function headHtml({ types, title, note }: HallHead, device: FrameDevice): string {
  const chip = ({ name, icon, current }: HallHead['types'][number]) => {
    const img = icon ? `<img src="${escapeHtml(icon)}" alt="" width="32" height="32" decoding="async">` : '';
    return `<li${current ? ' data-current=""' : ''}><span>${img}<span>${escapeHtml(name)}</span></span></li>`;
  };
  const p = note ? `<p>${escapeHtml(note)}</p>` : '';
  return `<div class="cr-frame__hall" data-device="${device}"><ul>${types.map(chip).join('')}</ul><div><h2>${escapeHtml(title)}</h2>${p}</div></div>`;
}

export const frameGameHallRoute: GamesRoutePlugin = async (app, options) => {
  const { catalogue, services } = options;
  app.get(
    '/frame/game-hall/:gt_id',
    { schema: { params: Params, querystring: FrameVisitorQuery } },
    async (request, reply) => {
      const { gt_id } = request.params;
      const { site_id, locale } = request.query;
      const settings = services.sites.detail(site_id)?.settings;
      if (!settings) return reply.code(204).send();
      const language = frameLanguage(settings, locale, request.headers.cookie);
      const desktopLock = settings.DESKTOP_LOCK === true;
      const order = settings.PLATFORM_ORDER ?? [];

      const key = JSON.stringify(['/frame/game-hall', site_id, gt_id, language, desktopLock, order]);
      const { body } = services.readCache.answer('games', key, () => {
        const head = (supportDevice: number): HallHead | null => {
          const groups = catalogue.typeGroups({ memberId: null, lang: language, supportDevice });
          const group = groups.find((g) => g.gt_id === gt_id);
          // mf-games names a type without gt_name by its own words, which are not the api's to write.
          if (!group || groups.some((g) => !g.gt_name.trim())) return null;
          const types = groups.map((g) => {
            const current = g.gt_id === gt_id;
            // As mf-games' CSS shows them: the current type's active icon only.
            return { name: g.gt_name.trim(), icon: current ? g.gt_icon_active : g.gt_icon, current };
          });
          const names = platformNames(group.gp_list, order);
          return {
            types,
            title: group.gt_name.trim(),
            note: names.length > 0 ? platformDescription(names, language) : '',
          };
        };
        return perDevice(desktopLock, head, headHtml);
      });
      return sendFrameHtml(reply, JSON.parse(body) as string);
    },
  );
};
