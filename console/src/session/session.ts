// Who is signed in: GET /me, kept as the query ['me'] (null: nobody). Signing in writes it,
// signing out and any 401 set it to null, and the pages behind RequireSession go to /sign-in.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError } from '../api/client.js';
import { useApi } from '../api/context.js';
import type { Me, Permission, Session } from '../api/types.js';

export const ME_KEY = ['me'] as const;

export function useSession() {
  const api = useApi();
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async (): Promise<Session | null> => {
      try {
        const session = await api.get<Session>('/me');
        api.setCsrfToken(session.csrf_token);
        return session;
      } catch (error) {
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
}

/** The signed-in operator: only under RequireSession, which renders nothing until there is one. */
export function useMe(): Me {
  const { data } = useSession();
  if (!data) throw new Error('useMe needs a signed-in operator (RequireSession)');
  return data.operator;
}

export function useCan(): (permission: Permission) => boolean {
  const me = useMe();
  return useCallback((permission: Permission) => me.permissions.includes(permission), [me]);
}

/** Forgets the session: every cached answer but ['me'], which becomes null. */
export function endSession(queryClient: QueryClient): void {
  queryClient.setQueryData(ME_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_KEY[0] });
}

export function useSignedIn(): (session: Session) => void {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    (session: Session) => {
      api.setCsrfToken(session.csrf_token);
      queryClient.setQueryData(ME_KEY, { operator: session.operator, csrf_token: session.csrf_token });
    },
    [api, queryClient],
  );
}

export function useSignOut(): () => Promise<void> {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await api.post('/auth/logout');
    } catch {
      // Signed out here either way: the session cookie is the api's to end, and a 401 says it is.
    }
    api.setCsrfToken(null);
    endSession(queryClient);
  }, [api, queryClient]);
}
