// POST /arks/web/member/letter/read { id } -> new style, data {}: marks one letter read; the
// list (and with it the unread badge) is asked again after.
import { expectSuccess, useRemoteProps, type ApiClient, type LetterIdPayload } from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';

export async function readLetter(api: ApiClient, payload: LetterIdPayload): Promise<void> {
  expectSuccess(await api.post('/arks/web/member/letter/read', payload));
}

export function useReadLetter() {
  const { api, queryClient, stores } = useRemoteProps();
  return useMutation({
    mutationFn: (id: number) => readLetter(api, { id }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: memberKeys.lettersOf(stores.session.getState().member_id) }),
  });
}
