import { createStore } from 'zustand/vanilla';
import { EXCLUSION_NOTICE_KEY, keepSharedNotices, tabHadMember, takeKeptNotices } from './kept-notices.js';

const shared = (key: string, newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
const sessionStore = (isLoggedIn: boolean) => createStore(() => ({ isLoggedIn }));

afterEach(() => takeKeptNotices());

it('keeps each notice another tab shares until taken; then the taker listens itself', () => {
  keepSharedNotices(sessionStore(true));
  shared(EXCLUSION_NOTICE_KEY, '{"reason":"time_out","until":1}');
  shared('token', null);
  shared('someone-else', 'x');
  // The removal right after each write carries no value.
  shared(EXCLUSION_NOTICE_KEY, null);
  shared(EXCLUSION_NOTICE_KEY, '{"reason":"self_exclusion","until":2}');

  expect(takeKeptNotices()).toEqual(['{"reason":"time_out","until":1}', '{"reason":"self_exclusion","until":2}']);
  shared(EXCLUSION_NOTICE_KEY, '{"reason":"time_out","until":3}');
  expect(takeKeptNotices()).toEqual([]);
});

it('notes for good that the tab has had a member, and not for a guest throughout', () => {
  const guest = sessionStore(false);
  keepSharedNotices(guest);
  expect(tabHadMember(guest)).toBe(false);

  guest.setState({ isLoggedIn: true });
  guest.setState({ isLoggedIn: false });
  expect(tabHadMember(guest)).toBe(true);
  expect(tabHadMember(sessionStore(true))).toBe(false); // a store it was never given
});

it('listens once however often it is asked to keep', () => {
  const session = sessionStore(true);
  keepSharedNotices(session);
  keepSharedNotices(session);
  shared(EXCLUSION_NOTICE_KEY, '{"reason":"time_out","until":1}');
  expect(takeKeptNotices()).toHaveLength(1);
});
