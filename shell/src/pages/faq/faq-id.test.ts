import { parseFaqId } from './faq-id.js';

describe('the faq id of /faq/{id}', () => {
  it.each([
    ['1', 1],
    ['8', 8],
    ['17', 17],
  ])('parses /faq/%s', (segment, id) => expect(parseFaqId(segment)).toBe(id));

  it.each(['9', '16', '0', '017', '1.0', 'abc', '', undefined, '1e1'])('refuses %p', (segment) =>
    expect(parseFaqId(segment)).toBeNull(),
  );
});
