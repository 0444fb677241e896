// Demo mode's gate (spec 01 §6): every real action (deposit, withdraw, real game launch, profile
// change) asks here first. In demo mode it is refused and the shell shows the translated reason.
import { BusEvent } from '../bus/events.js';
import type { Bus } from '../bus/bus.js';
import type { RealAction } from '../contracts/demo-mode.js';
import type { SiteState, SiteStore } from '../stores/site.js';

/** IS_DEMO of the brand's site settings. */
export const isDemoSite = (site: Pick<SiteState, 'detail'>): boolean => site.detail?.settings.IS_DEMO === true;

/**
 * True when `action` may go ahead. In demo mode: false, and `session:real-action-blocked` is
 * emitted so the shell tells the visitor. Call it with the RemoteProps you were given.
 */
export function guardRealAction(
  { stores, bus }: { stores: { site: SiteStore }; bus: Bus },
  action: RealAction,
): boolean {
  if (!isDemoSite(stores.site.getState())) return true;
  bus.emit(BusEvent.realActionBlocked, { action });
  return false;
}
