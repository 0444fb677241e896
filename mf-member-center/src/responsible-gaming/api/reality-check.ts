// POST /arks/web/member/responsible_gaming/reality_check (RealityCheckPayload; null = off) -> the
// new state (the member-services parcel's dialog follows the same entry).
import type { RealityCheckPayload } from '@croupier/shared';
import { RG_PATH } from './state.js';
import { useRgStateMutation } from './state-mutation.js';

export const useSetRealityCheck = () => useRgStateMutation<RealityCheckPayload>(`${RG_PATH}/reality_check`);
