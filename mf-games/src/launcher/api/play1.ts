// POST /member/game/play1 { gp_id, game_type, game_code, lobby_url, device, extra? } -> data.game_url,
// or no URL (it follows as game.url on the member's private channel), or code 203 with
// data.maintain_interval (spec 02 §4, §5). The launcher reads the code itself (maintenance is not a
// failure), so the answer comes back as it is; a transport failure throws (ApiError).
import type { ApiClient, ApiResult, PlayRequest, PlayResponse } from '@croupier/shared';
import type { QueryClient } from '@tanstack/react-query';
import { gamesKeys } from '../../query-keys.js';

export function play1(api: ApiClient, request: PlayRequest): Promise<ApiResult<PlayResponse>> {
  return api.post<PlayResponse>('/member/game/play1', request);
}

/** A play1 that succeeded put the game on top of the member's last played list. */
export function invalidateAfterPlay1(queryClient: QueryClient, memberId: number | null): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: gamesKeys.lastPlaying(memberId) });
}
