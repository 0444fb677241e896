// The shell's window plumbing, inside the router: window-msg from other windows, the Deposit
// request, and customer service.
import { BusEvent, onWindowMsg, toast, WINDOW_MSG_KEY, type BusPayloads } from '@croupier/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/services-context.js';
import { currentDevice } from '../device/current-device.js';
import { isNativeApp } from '../device/detect-device.js';
import { SHELL_NS } from '../i18n/shell-namespace.js';
import { useStableNavigate } from '../services/use-stable-navigate.js';
import { openCustomerService } from './customer-service.js';
import { CustomerServiceFrame } from './customer-service-frame.js';
import { handleDepositRequested } from './deposit.js';
import { takeEarlyRequests } from './early-requests.js';
import { handleWindowMsg } from './handle-window-msg.js';
import { customerUrl } from './site-settings.js';

export function WindowEvents() {
  const services = useServices();
  const navigate = useStableNavigate();
  const { t } = useTranslation(SHELL_NS);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);

  useEffect(() => {
    const { bus, stores } = services;
    const context = () => ({ isDesktop: stores.ui.getState().isDesktop, inApp: isNativeApp(currentDevice()) });
    const deposit = () => handleDepositRequested(services, { ...context(), navigate });
    const customerService = ({ openType, url }: BusPayloads[typeof BusEvent.customerServiceRequested]) => {
      const outcome = openCustomerService({
        url: url ?? customerUrl(stores.site.getState(), stores.ui.getState().language),
        ...(openType ? { openType } : {}),
        ...context(),
      });
      if (outcome.mode === 'refused') toast.show(t('windows.customerService.unavailable'), { type: 'error' });
      else if (outcome.mode === 'same_page') window.location.assign(outcome.url);
      else if (outcome.mode === 'iframe') setFrameUrl(outcome.url);
    };
    const offs = [
      onWindowMsg((msg, source) => handleWindowMsg(msg, source, { bus, stores })),
      bus.on(BusEvent.depositRequested, deposit),
      bus.on(BusEvent.customerServiceRequested, customerService),
    ];
    // What was asked before this part loaded (early-requests.ts): it loads on the first request. A
    // window-msg goes again through onWindowMsg's own reading (origin of the event, envelope, once per id).
    for (const request of takeEarlyRequests()) {
      if (request.kind === BusEvent.depositRequested) deposit();
      else if (request.kind === BusEvent.customerServiceRequested) customerService(request.payload);
      else if (request.kind === 'message')
        window.dispatchEvent(
          new MessageEvent('message', { data: request.data, origin: request.origin, source: request.source }),
        );
      else window.dispatchEvent(new StorageEvent('storage', { key: WINDOW_MSG_KEY, newValue: request.value }));
    }
    return () => offs.forEach((off) => off());
  }, [services, navigate, t]);

  return <CustomerServiceFrame url={frameUrl} onClose={() => setFrameUrl(null)} />;
}
