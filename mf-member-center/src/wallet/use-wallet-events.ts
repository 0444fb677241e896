// member.cash and all_transfer_back on the member's private channel (spec 02 §7): the wallet list
// is asked again at once while MyWallet is shown.
import { RealtimeEvent } from '@croupier/shared';
import { memberKeys } from '../query-keys.js';
import { useMemberEventRefetch } from '../services/index.js';

const WALLET_EVENTS = [RealtimeEvent.memberCash, RealtimeEvent.allTransferBack] as const;
const walletKeys = (memberId: number) => [memberKeys.myCash(memberId)];

export const useWalletEvents = (): void => useMemberEventRefetch(WALLET_EVENTS, walletKeys);
