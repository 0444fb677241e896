// POST /arks/web/member/responsible_gaming/exclusion (RgExclusionPayload, with the login
// password) -> RgExclusion. Every session of the member ends with it, this one too: the page then
// asks the shell to log out (BusEvent.logoutRequested, reason 'responsible-gaming').
import {
  expectSuccess,
  useRemoteProps,
  type ApiClient,
  type RgExclusion,
  type RgExclusionPayload,
} from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';
import { RG_PATH } from './state.js';

export async function startExclusion(api: ApiClient, payload: RgExclusionPayload): Promise<RgExclusion> {
  return expectSuccess(await api.post<RgExclusion>(`${RG_PATH}/exclusion`, payload));
}

export function useStartExclusion() {
  const { api } = useRemoteProps();
  return useMutation({
    mutationKey: ['mf-member-center', 'responsible-gaming', 'exclusion'],
    mutationFn: (payload: RgExclusionPayload) => startExclusion(api, payload),
  });
}
