// POST /auth/providers { site_id } -> { list }: the brand's third-party sign-in providers.
import type { ApiClient, ApiResult, AuthProvider } from '@croupier/shared';

export function getAuthProviders(api: ApiClient, site_id: string): Promise<ApiResult<{ list: AuthProvider[] }>> {
  return api.post<{ list: AuthProvider[] }>('/auth/providers', { site_id });
}
