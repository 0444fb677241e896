import { hasEntryParams } from './entry-params.js';

it('asks for the entry code only when the page starts with enc, tk or pwa', () => {
  for (const search of [
    '?enc=SEALED',
    '?tk=t&member_account=a&member_currency=USD&member_id=9',
    '?header=false&pwa=1',
  ]) {
    expect(hasEntryParams(search)).toBe(true);
  }
  for (const search of ['', '?header=false', '?token=x', '?lang=en&mtk=1', '?q=enc'])
    expect(hasEntryParams(search)).toBe(false);
});
