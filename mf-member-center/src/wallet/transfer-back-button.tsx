// One-click transfer back (spec 02 §4, §8): every provider wallet to the main one. After a click
// the button locks for TRANSFER_BACK_COOLDOWN_S, counting down on its label. It is also disabled
// while the wallet is being fetched, while mf-games is starting or quitting a game, on /play, and
// while a modal is open. The call is announced (walletTransferBack) so mf-games refuses launches
// meanwhile. Codes 101-105 say one_key_err_code_10x, others the server's message.
import {
  BusEvent,
  toast,
  useModalOpen,
  useRemoteProps,
  useStore,
  useCountdown,
  renderMessage,
  serverMessage,
  transportErrorMessage,
} from '@croupier/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_BACK_COOLDOWN_S } from '../constants.js';
import { NAMESPACE } from '../i18n.js';
import { useTransferAllBack } from './api/balance-all-back.js';
import { launchStateStore, watchLaunchState } from './launch-state.js';

const OWN_CODES = new Set([101, 102, 103, 104, 105]);

export function TransferBackButton({ fetching }: { fetching: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const { bus, location } = useRemoteProps();
  const transfer = useTransferAllBack();
  const cooldown = useCountdown();
  const launching = useStore(launchStateStore, (s) => s.starting || s.quitting);
  const modalOpen = useModalOpen();
  useEffect(() => watchLaunchState(bus), [bus]);

  const onPlay = location.pathname.replace(/\/+$/, '') === '/play';
  const waiting = cooldown.remaining > 0;
  const disabled = waiting || transfer.isPending || fetching || launching || onPlay || modalOpen;

  const run = async () => {
    if (disabled) return;
    cooldown.start(TRANSFER_BACK_COOLDOWN_S);
    bus.emit(BusEvent.walletTransferBack, { running: true });
    try {
      const result = await transfer.mutateAsync();
      if (result.success) toast.show(t('wallet.transfer_back_done'));
      else
        toast.show(
          OWN_CODES.has(result.code)
            ? t(`one_key_err_code_${result.code}`)
            : renderMessage(t, serverMessage(result.message)),
        );
    } catch (err) {
      toast.show(renderMessage(t, transportErrorMessage(err)));
    } finally {
      bus.emit(BusEvent.walletTransferBack, { running: false });
    }
  };

  return (
    // aria-disabled, not disabled: the button keeps focus while it counts down, and the count is read there.
    <button type="button" className="cr-button mfmc-wallet__back" aria-disabled={disabled} onClick={() => void run()}>
      {waiting ? t('wallet.transfer_back_wait', { seconds: cooldown.remaining }) : t('wallet.transfer_back')}
    </button>
  );
}
