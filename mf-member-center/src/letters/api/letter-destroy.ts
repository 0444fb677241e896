// POST /arks/web/member/letter/destroy { id } -> new style, data {}: deletes one letter; the list
// is asked again after.
import { expectSuccess, useRemoteProps, type ApiClient, type LetterIdPayload } from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';

export async function destroyLetter(api: ApiClient, payload: LetterIdPayload): Promise<void> {
  expectSuccess(await api.post('/arks/web/member/letter/destroy', payload));
}

export function useDestroyLetter() {
  const { api, queryClient, stores } = useRemoteProps();
  return useMutation({
    mutationFn: (id: number) => destroyLetter(api, { id }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: memberKeys.lettersOf(stores.session.getState().member_id) }),
  });
}
