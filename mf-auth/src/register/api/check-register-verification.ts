// POST /register/verification { fields, site_id, member_currency, verification: 1 } -> code only:
// 100 free, 102-105 / 114 taken (spec 01 §8). The register form asks on blur for a unique field.
import { useRemoteProps, type ApiClient, type ApiResult, type UniqueField } from '@croupier/shared';
import { queryOptions } from '@tanstack/react-query';
import { authKeys } from '../../query-keys.js';
import { registerFailure, type RegisterFailure } from '../register-code-message.js';

export interface UniqueCheck {
  siteId: string;
  currency: string;
  field: UniqueField;
  value: string;
}

export function checkRegisterVerification(
  api: ApiClient,
  { siteId, currency, field, value }: UniqueCheck,
  signal?: AbortSignal,
): Promise<ApiResult<null>> {
  return api.post<null>(
    '/register/verification',
    { fields: { [field]: value }, site_id: siteId, member_currency: currency, verification: 1 },
    { signal },
  );
}

export const uniqueCheckQuery = (api: ApiClient, check: UniqueCheck) =>
  queryOptions({
    queryKey: authKeys.registerVerification(check.siteId, check.currency, check.field, check.value),
    queryFn: ({ signal }) => checkRegisterVerification(api, check, signal),
  });

/**
 * check(field, value) resolves to the failure to show, or null: the value is free, or the check
 * could not run (the server checks again on submit, so that blocks nothing).
 */
export function useUniqueCheck(siteId: string, currency: string) {
  const { api, queryClient } = useRemoteProps();
  return async (field: UniqueField, value: string): Promise<RegisterFailure | null> => {
    try {
      const result = await queryClient.fetchQuery(uniqueCheckQuery(api, { siteId, currency, field, value }));
      return result.success ? null : registerFailure(result.code, result.message);
    } catch {
      return null;
    }
  };
}
