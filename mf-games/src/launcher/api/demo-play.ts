// POST /demo/play { site_id, currency, device: DEMO_DEVICE, gp_id, game_type, game_code, house }
// -> data.game_url of a demo session (spec 02 §7). No login, no wallet: no leave call follows.
import { type ApiClient, type ApiResult, type DemoPlayRequest, type PlayResponse } from '@croupier/shared';
import { DEMO_DEVICE } from '../../constants.js';

export type DemoPlayParams = Omit<DemoPlayRequest, 'device'>;

export function demoPlay(api: ApiClient, request: DemoPlayParams): Promise<ApiResult<PlayResponse>> {
  const body: DemoPlayRequest = {
    site_id: request.site_id,
    currency: request.currency,
    device: DEMO_DEVICE,
    gp_id: request.gp_id,
    game_type: request.game_type,
    game_code: request.game_code,
    house: request.house,
  };
  return api.post<PlayResponse>('/demo/play', body);
}
