// The shell's listeners on the member's private channel (spec 02 §7). The socket only
// notifies; the data stays in React Query: member.cash patches the header's layout query,
// profile.updated asks for it again.
// An event published before the channel is joined (a game launched in the first seconds after
// login) or while the socket was down never arrives, so every (re)subscription refetches the layout.
import { sessionIdOf } from '@croupier/shared/session-id';
import {
  PrivateChannel,
  RealtimeEvent,
  type MemberCommonLayout,
  type RealtimeScope,
  type ResponsibleGamingNotice,
  MEMBER_LAYOUT_KEY,
} from '@croupier/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { DepositSuccess } from '../tracking/deposit-events.js';
import { parseResponsibleGamingNotice } from '../session/responsible-gaming-notice.js';

export interface MemberChannelOptions {
  scope: RealtimeScope;
  memberId: number;
  /** The token this page logged in with. */
  token: string;
  queryClient: QueryClient;
  /** Another login of the same member (another session): warn and log out. */
  onDuplicateLogin(): void;
  /** app_clean_cache: log out, clear the caches, reload. */
  onCleanCache(): void;
  /** member_deposit.success: the ad-tracking events. */
  onDepositSuccess(deposit: DepositSuccess): void;
  /** responsible_gaming.notice: a limit reached or a time-out started. */
  onResponsibleGaming(notice: ResponsibleGamingNotice): void;
}

const isDeposit = (p: unknown): p is DepositSuccess =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as DepositSuccess).order_number === 'string' &&
  (p as DepositSuccess).order_number !== '';

/** Returns the function that stops listening. */
export function listenMemberChannel({
  scope,
  memberId,
  token,
  queryClient,
  onDuplicateLogin,
  onCleanCache,
  onDepositSuccess,
  onResponsibleGaming,
}: MemberChannelOptions) {
  const channel = PrivateChannel.member(memberId);
  // The login event names the new session by its public id, never its token (spec 01 §7).
  const ownSessionId = sessionIdOf(token);
  const offs = [
    scope.onPrivateSubscribed(channel, () => void queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_KEY })),
    scope.listenPrivate(channel, RealtimeEvent.memberCash, async ({ cash }) => {
      // A layout fetch still in flight may have read the balance before this event: drop it.
      await queryClient.cancelQueries({ queryKey: MEMBER_LAYOUT_KEY });
      // Before the first answer there is nothing to patch: fetch the layout afresh.
      if (queryClient.getQueryData(MEMBER_LAYOUT_KEY) === undefined) {
        void queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_KEY });
        return;
      }
      queryClient.setQueryData<MemberCommonLayout>(MEMBER_LAYOUT_KEY, (layout) =>
        layout ? { ...layout, member_cash: String(cash) } : layout,
      );
    }),
    // profile.updated (spec 02 §7 "reload details"): an agent approval or a profile change moves
    // the layout's flags (agent_active opens the agent centre), so every reader asks again.
    scope.listenPrivate(
      channel,
      RealtimeEvent.profileUpdated,
      () => void queryClient.invalidateQueries({ queryKey: MEMBER_LAYOUT_KEY }),
    ),
    scope.listenPrivate(channel, RealtimeEvent.login, (payload: { session_id?: unknown } | null) => {
      const sessionId = payload?.session_id;
      if (typeof sessionId === 'string' && sessionId !== '' && sessionId !== ownSessionId) onDuplicateLogin();
    }),
    scope.listenPrivate(channel, RealtimeEvent.appCleanCache, () => onCleanCache()),
    // Checked all the same: a back office may publish it without its order number.
    scope.listenPrivate(channel, RealtimeEvent.memberDepositSuccess, (payload: unknown) => {
      if (isDeposit(payload)) onDepositSuccess(payload);
      else console.warn('[shell] member_deposit.success without an order_number', payload);
    }),
    scope.listenPrivate(channel, RealtimeEvent.responsibleGaming, (payload: unknown) => {
      const notice = parseResponsibleGamingNotice(payload);
      if (notice) onResponsibleGaming(notice);
      else console.warn('[shell] responsible_gaming.notice without a known reason', payload);
    }),
  ];
  return () => offs.forEach((off) => off());
}
