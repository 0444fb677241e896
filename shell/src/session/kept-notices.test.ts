import { createStore } from 'zustand/vanilla';
import { BusEvent, createBus } from '@croupier/shared';
import { EXCLUSION_NOTICE_KEY, keepNotices, tabHadMember, takeKeptNotices } from './kept-notices.js';

const shared = (key: string, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
const sessionStore = (isLoggedIn: boolean) => createStore(() => ({ isLoggedIn }));

afterEach(() => takeKeptNotices());

it('keeps each notice another tab shares, and this page’s own, until taken; then the taker listens itself', () => {
  const bus = createBus();
  keepNotices(sessionStore(true), bus);
  shared(EXCLUSION_NOTICE_KEY, '{"reason":"time_out","until":1}');
  shared('token', null);
  shared('someone-else', 'x');
  // The removal right after each write carries no value.
  shared(EXCLUSION_NOTICE_KEY, null);
  // This page's own, on the bus (its socket's event, a refused call), as it came.
  bus.emit(BusEvent.responsibleGamingNotice, { reason: 'time_out', until: 5 });
  shared(EXCLUSION_NOTICE_KEY, '{"reason":"self_exclusion","until":2}');

  expect(takeKeptNotices()).toEqual([
    '{"reason":"time_out","until":1}',
    { reason: 'time_out', until: 5 },
    '{"reason":"self_exclusion","until":2}',
  ]);
  shared(EXCLUSION_NOTICE_KEY, '{"reason":"time_out","until":3}');
  bus.emit(BusEvent.responsibleGamingNotice, { reason: 'time_out', until: 6 });
  expect(takeKeptNotices()).toEqual([]);
});

it('notes for good that the tab has had a member, and not for a guest throughout', () => {
  const guest = sessionStore(false);
  keepNotices(guest, createBus());
  expect(tabHadMember(guest)).toBe(false);

  guest.setState({ isLoggedIn: true });
  guest.setState({ isLoggedIn: false });
  expect(tabHadMember(guest)).toBe(true);
  expect(tabHadMember(sessionStore(true))).toBe(false); // a store it was never given
});

it('listens once however often it is asked to keep', () => {
  const session = sessionStore(true);
  const bus = createBus();
  keepNotices(session, bus);
  keepNotices(session, bus);
  shared(EXCLUSION_NOTICE_KEY, '{"reason":"time_out","until":1}');
  expect(takeKeptNotices()).toHaveLength(1);
});
