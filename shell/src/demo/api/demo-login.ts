// POST /demo/login { site_id } -> LoginSession of the brand's test account (api: routes/entry/demo-login.ts).
import { expectSuccess, type ApiClient, type LoginSession } from '@croupier/shared';

export const DEMO_LOGIN_PATH = '/demo/login';

export async function postDemoLogin(api: ApiClient, siteId: string): Promise<LoginSession> {
  return expectSuccess(await api.post<LoginSession>(DEMO_LOGIN_PATH, { site_id: siteId }));
}
