// POST /arks/web/member/responsible_gaming/session_limit (RgSessionLimitPayload; null removes) ->
// the new state; a raise or removal waits like a money limit's.
import type { RgSessionLimitPayload } from '@croupier/shared';
import { RG_PATH } from './state.js';
import { useRgStateMutation } from './state-mutation.js';

export const useSetRgSessionLimit = () => useRgStateMutation<RgSessionLimitPayload>(`${RG_PATH}/session_limit`);
