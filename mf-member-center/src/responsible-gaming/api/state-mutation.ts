// What the setting calls share: each answers the new ResponsibleGamingState, which goes straight
// into the page's entry (no second read), and the history gains a row, so it is asked again.
import { expectSuccess, useRemoteProps, type ResponsibleGamingState } from '@croupier/shared';
import { useMutation } from '@tanstack/react-query';
import { memberKeys } from '../../query-keys.js';
import { useMemberId } from './state.js';

export function useRgStateMutation<Payload>(path: string) {
  const { api, queryClient } = useRemoteProps();
  const memberId = useMemberId();
  return useMutation({
    mutationKey: ['mf-member-center', 'responsible-gaming', path],
    mutationFn: async (payload: Payload) => expectSuccess(await api.post<ResponsibleGamingState>(path, payload)),
    onSuccess: (state) => {
      queryClient.setQueryData(memberKeys.responsibleGaming(memberId), state);
      void queryClient.invalidateQueries({ queryKey: memberKeys.responsibleGamingHistory(memberId) });
    },
  });
}
