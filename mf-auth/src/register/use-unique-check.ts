// The blur-time unique check (POST /register/verification): a field whose value another member
// already has gets the code's message (102 account, 103 name, 104 phone, 105 email, 114 identity).
// Only the latest check of a field counts, and only while its value is still the one checked.
import { useCallback, useRef } from 'react';
import type { ApiClient, UniqueField } from '@croupier/shared';
import { checkRegisterVerification } from '../api/check-register-verification.js';
import { registerFailure, type RegisterFailure } from './register-code-message.js';

export function useUniqueCheck(api: ApiClient, siteId: string, currency: string) {
  const latest = useRef(new Map<UniqueField, number>());
  return useCallback(
    /** Resolves to the failure to show, or null (free, stale, or the check could not run). */
    async (field: UniqueField, value: string): Promise<RegisterFailure | null> => {
      const ticket = (latest.current.get(field) ?? 0) + 1;
      latest.current.set(field, ticket);
      try {
        const r = await checkRegisterVerification(api, { fields: { [field]: value }, site_id: siteId, member_currency: currency });
        if (latest.current.get(field) !== ticket || r.success) return null;
        return registerFailure(r.code, r.message);
      } catch {
        // The server checks again on submit; a check that could not run blocks nothing.
        return null;
      }
    },
    [api, siteId, currency],
  );
}
