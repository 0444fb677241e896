import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/context.js';
import type { Operator, RoleGrant } from '../api/types.js';

export const OPERATORS_KEY = ['operators'] as const;

export function useOperators() {
  const api = useApi();
  return useQuery({
    queryKey: OPERATORS_KEY,
    queryFn: async () => (await api.get<{ items: Operator[] }>('/operators')).items,
  });
}

/** Each role and the permissions it grants. */
export function useRoles() {
  const api = useApi();
  return useQuery({
    queryKey: ['roles'],
    queryFn: async () => (await api.get<{ roles: RoleGrant[] }>('/roles')).roles,
    staleTime: Infinity,
  });
}
