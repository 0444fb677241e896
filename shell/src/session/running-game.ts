// "A running game" for the logout's question (spec 01 §4): a game window this page opened is
// still open (or `waitingWindow` says one is), or the member layout says the member is playing.
import { isGameWindowOpen, type MemberCommonLayout, MEMBER_LAYOUT_KEY } from '@croupier/shared';
import type { QueryClient } from '@tanstack/react-query';

export function isGameRunning(queryClient: QueryClient): boolean {
  if (isGameWindowOpen()) return true;
  return queryClient.getQueryData<MemberCommonLayout>(MEMBER_LAYOUT_KEY)?.is_playing === 1;
}
