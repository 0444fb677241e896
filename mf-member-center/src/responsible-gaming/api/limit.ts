// POST /arks/web/member/responsible_gaming/limit (RgLimitPayload; amount null removes) -> the new
// state. Lowering is in force at once; raising or removing waits 24 hours (state's pending).
import type { RgLimitPayload } from '@croupier/shared';
import { RG_PATH } from './state.js';
import { useRgStateMutation } from './state-mutation.js';

export const useSetRgLimit = () => useRgStateMutation<RgLimitPayload>(`${RG_PATH}/limit`);
