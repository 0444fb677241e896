import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api/context.js';
import type { Site } from '../api/types.js';

export const SITES_KEY = ['sites'] as const;

/** The sites in the operator's scope. */
export function useSites() {
  const api = useApi();
  return useQuery({
    queryKey: SITES_KEY,
    queryFn: async () => (await api.get<{ items: Site[] }>('/sites')).items,
  });
}
