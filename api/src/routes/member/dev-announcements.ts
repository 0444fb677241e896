// POST /api/dev/announcements { title, content, display_after_login, sort, display_before_login?,
// site_id? } — development only (CROUPIER_DEV_ROUTES=1; in production the back office writes
// them). title and content: a string (English) or {language: text}. { id }; unknown site: 404.
import Type from 'typebox';
import { isLanguageCode } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { Defaulted, IntegerIn, SiteId } from '../../http/route-schema.js';
import { badRequest } from '../auth/check-body.js';
import type { MemberRoutePlugin } from './options.js';

const Texts = (max: number) =>
  Type.Union([
    Type.String({ maxLength: max }),
    Type.Record(Type.String({ maxLength: 8 }), Type.String({ maxLength: max }), { maxProperties: 11 }),
  ]);

const Body = Type.Object({
  title: Texts(200),
  content: Texts(20_000),
  display_after_login: IntegerIn([0, 1]),
  sort: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
  display_before_login: Defaulted(IntegerIn([0, 1]), 0),
  site_id: Defaulted(SiteId, '1'),
});

const byLanguage = (texts: string | Record<string, string>) => (typeof texts === 'string' ? { en_US: texts } : texts);

export const devAnnouncementsRoute: MemberRoutePlugin = async (app, { services, announcements }) => {
  app.post('/dev/announcements', { schema: { body: Body } }, async (request, reply) => {
    const b = request.body;
    const title = byLanguage(b.title);
    const content = byLanguage(b.content);
    if (![...Object.keys(title), ...Object.keys(content)].every(isLanguageCode))
      return badRequest(reply, 'Unknown language code');
    if (!services.sites.detail(b.site_id)) return fail(ApiCode.notFound, `Site ${b.site_id} not found`);
    const id = announcements.create({
      site_id: b.site_id,
      title,
      content,
      display_before_login: b.display_before_login,
      display_after_login: b.display_after_login,
      sort: b.sort,
    });
    services.readCache.invalidate('content');
    return ok({ id });
  });
};
