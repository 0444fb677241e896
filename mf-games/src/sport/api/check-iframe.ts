// POST /check_iframe { url } -> data.loadable: may the page show `url` in an iframe (spec 01 §7,
// the "local" call; the api hosts it here).
import { expectSuccess, type ApiClient, type CheckIframeResponse } from '@croupier/shared';

export async function checkIframe(api: ApiClient, url: string): Promise<boolean> {
  return expectSuccess(await api.post<CheckIframeResponse>('/check_iframe', { url })).loadable === true;
}
