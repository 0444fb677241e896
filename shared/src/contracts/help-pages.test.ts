import { FAQ_ID_LIST, parseFaqId } from './help-pages.js';

describe('faq ids', () => {
  it('are 1 to 8 and 17 (spec 01 §2)', () => {
    expect([...FAQ_ID_LIST]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 17]);
  });

  it.each([
    ['1', 1],
    ['8', 8],
    ['17', 17],
  ])('parses /faq/%s', (segment, id) => expect(parseFaqId(segment)).toBe(id));

  it.each(['9', '16', '0', '017', '1.0', 'abc', '', undefined, '1e1'])('refuses %p', (segment) => expect(parseFaqId(segment)).toBeNull());
});
