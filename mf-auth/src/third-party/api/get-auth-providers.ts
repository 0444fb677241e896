// POST /auth/providers { site_id } -> { list }: the brand's third-party sign-in providers.
import { expectSuccess, useRemoteProps, type ApiClient, type AuthProvider } from '@croupier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';

export async function fetchAuthProviders(
  api: ApiClient,
  siteId: string,
  signal?: AbortSignal,
): Promise<AuthProvider[]> {
  return (
    expectSuccess(await api.post<{ list: AuthProvider[] }>('/auth/providers', { site_id: siteId }, { signal }))?.list ??
    []
  );
}

export const authProvidersQuery = (api: ApiClient, siteId: string) =>
  queryOptions({
    queryKey: authKeys.authProviders(siteId),
    queryFn: ({ signal }) => fetchAuthProviders(api, siteId, signal),
  });

/** No providers (or none to be had) is the quiet outcome: the password login stands on its own. */
export function useAuthProviders(siteId: string): AuthProvider[] {
  const { api } = useRemoteProps();
  return useQuery(authProvidersQuery(api, siteId)).data ?? [];
}
