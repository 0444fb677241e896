// Spec 02 §4's display rules of the pop-up bulletin, each rule and its negation.
import { shouldShowBulletin, type BulletinShowInput } from './show-rules.js';

const CLOSED_AT = '2026-05-01 12:00:00';
const BEFORE = '2026-05-01 11:59:59';
const AFTER = '2026-05-01 12:00:01';

const base: BulletinShowInput = {
  cancelled: false,
  modalQuery: false,
  loggedIn: false,
  onDepositPage: false,
  updatedAts: [BEFORE],
  closeTime: null,
  otherModalOpen: false,
};

const guest = (over: Partial<BulletinShowInput>) => ({ ...base, ...over });
const member = (over: Partial<BulletinShowInput>) => ({ ...base, loggedIn: true, ...over });

describe('shouldShowBulletin (spec 02 §4)', () => {
  it.each<[string, BulletinShowInput, boolean]>([
    // Rule 1: not cancelled this session and no modal query — for everyone, even on the deposit page.
    ['a guest, not cancelled, no modal query', guest({}), true],
    ['a guest who cancelled it this session', guest({ cancelled: true }), false],
    ['a guest with the modal query', guest({ modalQuery: true }), false],
    ['a member on the deposit page who cancelled it', member({ onDepositPage: true, cancelled: true }), false],
    ['a member on the deposit page with the modal query', member({ onDepositPage: true, modalQuery: true }), false],
    ['a member elsewhere who cancelled it', member({ cancelled: true }), false],

    // Rule 2: a member on the deposit page sees it whenever content exists.
    [
      'a member on the deposit page, closed before, another modal open',
      member({ onDepositPage: true, closeTime: CLOSED_AT, otherModalOpen: true }),
      true,
    ],
    ['a member on the deposit page without content', member({ onDepositPage: true, updatedAts: [] }), false],

    // Rule 3: a member elsewhere only if not closed earlier this session.
    ['a member elsewhere, never closed', member({}), true],
    ['a member elsewhere, closed earlier', member({ closeTime: CLOSED_AT }), false],
    [
      'a member elsewhere, closed earlier, an item updated since',
      member({ closeTime: CLOSED_AT, updatedAts: [AFTER] }),
      false,
    ],
    ['a member elsewhere without content', member({ updatedAts: [] }), false],

    // Rule 4: a guest if content exists, no other modal, and never closed or an item updated after the close.
    ['a guest without content', guest({ updatedAts: [] }), false],
    ['a guest while another modal is open', guest({ otherModalOpen: true }), false],
    ['a guest who closed it, nothing updated since', guest({ closeTime: CLOSED_AT, updatedAts: [BEFORE] }), false],
    [
      'a guest who closed it in the second of the last update',
      guest({ closeTime: CLOSED_AT, updatedAts: [CLOSED_AT] }),
      false,
    ],
    [
      'a guest who closed it, one of two items updated since',
      guest({ closeTime: CLOSED_AT, updatedAts: [BEFORE, AFTER] }),
      true,
    ],
    [
      'a guest who closed it, an item updated since, but another modal open',
      guest({ closeTime: CLOSED_AT, updatedAts: [AFTER], otherModalOpen: true }),
      false,
    ],
    [
      'a guest on the deposit path (the deposit rule is for members)',
      guest({ onDepositPage: true, closeTime: CLOSED_AT }),
      false,
    ],
  ])('%s -> %s', (_, input, shown) => {
    expect(shouldShowBulletin(input)).toBe(shown);
  });
});
