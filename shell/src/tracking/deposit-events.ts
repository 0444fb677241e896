// What a successful deposit tells the ad platform (spec 01 §7): the first deposit 'e_first_pay',
// any later one 'e_pay', and always a 'Purchase' with the amount, the currency and the order
// number as event id (the id deduplicates browser and server events).
import { FbTrackingEvent, type FbTrackingEventName, type RealtimeEvent, type RealtimePayloads } from '@croupier/shared';

/** member_deposit.success, as the member's private channel carries it. */
export type DepositSuccess = RealtimePayloads[typeof RealtimeEvent.memberDepositSuccess];

export interface TrackedEvent {
  event_name: FbTrackingEventName;
  event_id: string;
  value?: string;
  currency?: string;
}

export function depositEvents(deposit: DepositSuccess, currency: string | null): TrackedEvent[] {
  const order = String(deposit.order_number);
  const first = Number(deposit.deposit_times) === 1;
  const amount = Number(deposit.deposit_amount);
  const purchase: TrackedEvent = { event_name: FbTrackingEvent.purchase, event_id: order };
  if (Number.isFinite(amount)) purchase.value = amount.toFixed(2);
  if (currency) purchase.currency = currency;
  return [{ event_name: first ? FbTrackingEvent.firstPay : FbTrackingEvent.pay, event_id: order }, purchase];
}
