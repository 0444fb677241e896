// POST /arks/web/member/responsible_gaming/cancel (RgCancelPayload) -> the new state; nothing
// pending answers ResponsibleGamingCode.nothingPending (607).
import type { RgCancelPayload } from '@croupier/shared';
import { RG_PATH } from './state.js';
import { useRgStateMutation } from './state-mutation.js';

export const useCancelRgPending = () => useRgStateMutation<RgCancelPayload>(`${RG_PATH}/cancel`);
