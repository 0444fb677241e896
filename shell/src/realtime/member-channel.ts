// The shell's listeners on the member's private channel (spec 02 §7). The socket only
// notifies; the data stays in React Query: member.cash patches the header's layout query.
import {
  PrivateChannel,
  RealtimeEvent,
  type MemberCommonLayout,
  type RealtimePayloads,
  type RealtimeScope,
} from '@croupier/shared';
import type { QueryClient } from '@tanstack/react-query';
import { MEMBER_LAYOUT_KEY } from '../session/api/member-layout.js';

export interface MemberChannelOptions {
  scope: RealtimeScope;
  memberId: number;
  /** The token this page logged in with. */
  token: string;
  queryClient: QueryClient;
  /** Another login of the same member (a different token): warn and log out. */
  onDuplicateLogin(): void;
}

/** Returns the function that stops listening. */
export function listenMemberChannel({ scope, memberId, token, queryClient, onDuplicateLogin }: MemberChannelOptions) {
  const channel = PrivateChannel.member(memberId);
  const offs = [
    scope.listenPrivate<RealtimePayloads[typeof RealtimeEvent.memberCash]>(channel, RealtimeEvent.memberCash, ({ cash }) => {
      queryClient.setQueryData<MemberCommonLayout>(MEMBER_LAYOUT_KEY, (layout) =>
        layout ? { ...layout, member_cash: String(cash) } : layout,
      );
    }),
    scope.listenPrivate<RealtimePayloads[typeof RealtimeEvent.login]>(channel, RealtimeEvent.login, (payload) => {
      if (payload.token && payload.token !== token) onDuplicateLogin();
    }),
  ];
  return () => offs.forEach((off) => off());
}
