// POST /api/v2/get_jackpot { currency, site_id? } -> new style, data: { jackpot_amount_total }
// as a decimal string with 2 decimals ('1284517.36'), growing with time. site_id is not in the
// spec's call: without it, the caller's site (valid authorization header), else site 1. No pool in
// that currency: code 404.
import Type from 'typebox';
import type { JackpotResponse } from '@croupier/shared/contracts';
import { ApiCode } from '../../http/api-codes.js';
import { fail, ok } from '../../http/respond.js';
import { SiteId } from '../../http/route-schema.js';
import { optionalMember, type GamesRoutePlugin } from './schemas.js';

const DEFAULT_SITE_ID = '1';

const Body = Type.Object({ currency: Type.String({ pattern: '^[A-Za-z]{2,8}$' }), site_id: Type.Optional(SiteId) });

export const jackpotRoute: GamesRoutePlugin = async (app, options) => {
  const { jackpot } = options;
  app.post('/v2/get_jackpot', { schema: { body: Body } }, async (request) => {
    const currencyCode = request.body.currency.toUpperCase();
    const site = request.body.site_id ?? optionalMember(request, options)?.site_id ?? DEFAULT_SITE_ID;
    const amount = jackpot.amount(site, currencyCode);
    if (amount === null) return fail(ApiCode.notFound, `No jackpot in ${currencyCode} for site ${site}`);
    const data: JackpotResponse = { jackpot_amount_total: amount };
    return ok(data);
  });
};
