// POST /arks/web/game/sport-quickbet-url { currency, support_device, domain, site_id }
// -> data.detail { url, gp_id }: the sportsbook page for this site's domain (spec 01 §7).
import { expectSuccess, type ApiClient, type SportQuickbetResponse } from '@croupier/shared';

export interface SportQuickbetRequest {
  currency: string;
  support_device: number;
  /** The page's host name (location.hostname). */
  domain: string;
  site_id: string;
}

export async function fetchSportQuickbetUrl(
  api: ApiClient,
  request: SportQuickbetRequest,
): Promise<SportQuickbetResponse['detail']> {
  return expectSuccess(await api.post<SportQuickbetResponse>('/arks/web/game/sport-quickbet-url', request)).detail;
}
