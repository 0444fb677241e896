// POST /arks/web/visitor/country -> { country, currency } (served by the locale area): the
// currency of the visitor's country, which a guest gets after a logout (spec 01 §4).
import { expectSuccess, type ApiClient, type VisitorCountryResponse } from '@croupier/shared';

export const VISITOR_COUNTRY_PATH = '/arks/web/visitor/country';

export async function fetchVisitorCountry(api: ApiClient): Promise<VisitorCountryResponse> {
  return expectSuccess(await api.post<VisitorCountryResponse>(VISITOR_COUNTRY_PATH, {}));
}
