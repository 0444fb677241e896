// POST /arks/web/member-games/favorite/store { data: { game_id, status } }: a member's favourite
// on (1) or off (0). The flag flips in every cached list at once and flips back, with a toast,
// when the call fails.
import {
  expectSuccess,
  isApiCodeError,
  toast,
  useRemoteProps,
  type ApiClient,
  type FavoriteStoreRequest,
} from '@croupier/shared';
import { useMutation, type Query } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isListQuery, setFavoriteInLists } from '../list-queries.js';

export async function storeFavorite(api: ApiClient, request: FavoriteStoreRequest): Promise<void> {
  expectSuccess(await api.post<unknown>('/arks/web/member-games/favorite/store', request));
}

export interface FavoriteChange {
  game_id: number;
  status: 0 | 1;
}

export function useFavoriteToggle() {
  const { api, queryClient } = useRemoteProps();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ game_id, status }: FavoriteChange) => storeFavorite(api, { data: { game_id, status } }),
    onMutate: async ({ game_id, status }: FavoriteChange) => {
      // A refetch already under way must not paint the old flag over this one: it is stopped
      // (which puts back the data it started from, hence the second patch) and the lists are
      // asked again once the server has the change.
      const withData = (q: Query) => isListQuery(q) && q.state.data !== undefined;
      const interrupted = queryClient.isFetching({ predicate: withData }) > 0;
      setFavoriteInLists(queryClient, game_id, status);
      if (interrupted) {
        await queryClient.cancelQueries({ predicate: withData });
        setFavoriteInLists(queryClient, game_id, status);
      }
      return { interrupted };
    },
    onError: (error, { game_id, status }) => {
      setFavoriteInLists(queryClient, game_id, status === 1 ? 0 : 1);
      const serverMessage = isApiCodeError(error) ? error.message : '';
      toast.show(serverMessage || t('lists.favorite_failed'), { type: 'error' });
    },
    onSettled: (_data, _error, _change, context) => {
      if (context?.interrupted) void queryClient.invalidateQueries({ predicate: isListQuery });
    },
  });
}
