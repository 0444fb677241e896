import { EXCLUSION_NOTICE_KEY, keepSharedNotices, takeKeptNotices } from './kept-notices.js';

const shared = (key: string, newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

afterEach(() => takeKeptNotices());

it('keeps each notice another tab shares, with whether this tab had a member then, until taken', () => {
  let loggedIn = true;
  keepSharedNotices(() => loggedIn);
  shared(EXCLUSION_NOTICE_KEY, '{"reason":"time_out","until":1}');
  shared('token', null);
  shared('someone-else', 'x');
  loggedIn = false;
  shared(EXCLUSION_NOTICE_KEY, '{"reason":"self_exclusion","until":2}');
  // The removal right after each write carries no value.
  shared(EXCLUSION_NOTICE_KEY, null);

  expect(takeKeptNotices()).toEqual([
    { value: '{"reason":"time_out","until":1}', loggedIn: true },
    { value: '{"reason":"self_exclusion","until":2}', loggedIn: false },
  ]);
  // Taken once; from then on the taker listens itself.
  shared(EXCLUSION_NOTICE_KEY, '{"reason":"time_out","until":3}');
  expect(takeKeptNotices()).toEqual([]);
});

it('listens once however often it is asked to keep', () => {
  keepSharedNotices(() => true);
  keepSharedNotices(() => true);
  shared(EXCLUSION_NOTICE_KEY, '{"reason":"time_out","until":1}');
  expect(takeKeptNotices()).toHaveLength(1);
});
