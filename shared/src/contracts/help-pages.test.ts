import { FAQ_ID_LIST } from './help-pages.js';

describe('faq ids', () => {
  it('are 1 to 8 and 17 (spec 01 §2)', () => {
    expect([...FAQ_ID_LIST]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 17]);
  });
});
