// POST /api/arks/web/register-settings/service-agreement { site_id } -> new style, data: { content }
// (HTML in the `lang` header's language, else English; the client sanitises it). Unknown site: 404.
import Type from 'typebox';
import type { ServiceAgreement } from '@croupier/shared/contracts';
import { DEFAULT_LOCALE } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import type { RegisterRoutePlugin } from './options.js';

const Body = Type.Object({ site_id: SiteId });

export const serviceAgreementRoute: RegisterRoutePlugin = async (app, { registerSettings }) => {
  app.post('/arks/web/register-settings/service-agreement', { schema: { body: Body } }, async (request) => {
    const { site_id } = request.body;
    if (registerSettings.siteCurrencies(site_id) === null) return fail(ApiCode.notFound, `Site ${site_id} not found`);
    const lang = request.headers.lang;
    const language = typeof lang === 'string' && lang.length <= 16 ? lang : DEFAULT_LOCALE;
    const answer: ServiceAgreement = { content: registerSettings.agreement(site_id, language) };
    return ok(answer);
  });
};
