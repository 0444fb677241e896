// Deposit (`shell:deposit-requested`, from the header or the mobile navigation; spec 01 §6):
// AGENT_BIND_FAST_PAYMENT_FLAG on and a member logged in -> the member centre's Deposit page in
// the user window; otherwise the fast-payment window. Demo mode refuses it. Runs inside the
// click's bus emit, so the popup is not blocked.
import { guardRealAction } from '@croupier/shared';
import type { ShellServices } from '../services/services.js';
import { openTarget, type OpenTargetDeps } from './open-target.js';
import { agentBindFastPayment } from './site-settings.js';

export const USER_DEPOSIT_PATH = '/user/Deposit';
export const FAST_PAYMENT_PATH = '/fastPayment';

export function depositPath({ stores }: Pick<ShellServices, 'stores'>): string {
  const member = stores.session.getState().isLoggedIn;
  return member && agentBindFastPayment(stores.site.getState()) ? USER_DEPOSIT_PATH : FAST_PAYMENT_PATH;
}

export function handleDepositRequested(services: Pick<ShellServices, 'stores' | 'bus'>, deps: OpenTargetDeps): void {
  if (!guardRealAction(services, 'deposit')) return;
  openTarget(depositPath(services), deps);
}
