import { LETTER_PAGE_SIZE, MemberCode, type LetterList } from '@croupier/shared/contracts';
import { signInOperator } from '../../../test/operator.js';
import { call, heard, memberEventNames, memberIdOf, tokenFor, withMemberApp } from './fixtures.js';

jest.setTimeout(60_000);

const LIST = {
  active: 1,
  count: LETTER_PAGE_SIZE,
  language: 'en_US',
  page: 1,
  site_id: '1',
  sort_field: 'id',
  sort_order: 'desc',
};

describe('letters', () => {
  const m = withMemberApp();
  let player: string;
  let playerId: number;
  beforeAll(async () => {
    player = await tokenFor(m.app, 'player01', 'player123');
    playerId = memberIdOf(m.app, 'player01');
  });
  const list = async (token = player) =>
    (await call(m.app, '/api/arks/web/member/letter', LIST, token)).json().data as LetterList;

  it('lists the member’s seeded letters newest first with the counts', async () => {
    const letters = await list();
    expect(letters.list.map((l) => l.title)).toEqual([
      'Weekend bonus',
      'Your referral reward arrived',
      'Welcome to Croupier',
    ]);
    expect(letters.list[0]).toMatchObject({ is_read: 0, content: expect.stringContaining('<li>') });
    expect(letters.list[0]!.content).toContain('<a href=');
    expect([letters.total_count, letters.unread_count]).toEqual([3, 1]);
  });

  it('answers 401 without a session', async () => {
    expect((await call(m.app, '/api/arks/web/member/letter', LIST, null)).statusCode).toBe(401);
  });

  it('marks a letter read and tells the member’s windows', async () => {
    const unread = (await list()).list.find((l) => l.is_read === 0)!;
    const res = await call(m.app, '/api/arks/web/member/letter/read', { id: unread.id }, player);
    expect(res.json()).toEqual({ code: 100, message: 'success', data: {} });
    await heard(m.recorder, playerId, 'letter.read');
    expect((await list()).unread_count).toBe(0);
  });

  it('sends a letter (the console), deletes it, and tells the windows each time', async () => {
    const sent = await (
      await signInOperator(m.app)
    ).call('/sites/1/members/player01/letters', { title: 'Hello', content: '<p>Hi</p>' });
    expect(sent.json().code).toBe(100);
    await heard(m.recorder, playerId, 'letter.sent');
    const after = await list();
    expect(after.list[0]).toMatchObject({ id: sent.json().data.id, title: 'Hello', is_read: 0 });
    expect([after.total_count, after.unread_count]).toEqual([4, 1]);

    const destroyed = await call(m.app, '/api/arks/web/member/letter/destroy', { id: sent.json().data.id }, player);
    expect(destroyed.json().code).toBe(100);
    await heard(m.recorder, playerId, 'letter.delete');
    expect((await list()).list.map((l) => l.id)).not.toContain(sent.json().data.id);
    // Gone for the member: deleting or reading it again is "not found".
    expect(
      (await call(m.app, '/api/arks/web/member/letter/destroy', { id: sent.json().data.id }, player)).json().code,
    ).toBe(MemberCode.notFound);
    expect(
      (await call(m.app, '/api/arks/web/member/letter/read', { id: sent.json().data.id }, player)).json().code,
    ).toBe(MemberCode.notFound);
  });

  it('answers 404 for another member’s letter and changes nothing', async () => {
    const other = await tokenFor(m.app, 'friend01', 'friend123');
    const mine = (await list()).list[0]!;
    const published = memberEventNames(m.recorder, playerId).length;
    expect((await call(m.app, '/api/arks/web/member/letter/read', { id: mine.id }, other)).json().code).toBe(
      MemberCode.notFound,
    );
    expect((await call(m.app, '/api/arks/web/member/letter/destroy', { id: mine.id }, other)).json().code).toBe(
      MemberCode.notFound,
    );
    expect((await list()).list[0]).toEqual(mine);
    expect((await list(other)).total_count).toBe(0);
    expect(memberEventNames(m.recorder, playerId)).toHaveLength(published);
  });

  it('answers 400 for a malformed id or page', async () => {
    expect((await call(m.app, '/api/arks/web/member/letter/read', { id: 'x' }, player)).statusCode).toBe(400);
    expect((await call(m.app, '/api/arks/web/member/letter/destroy', { id: 0 }, player)).statusCode).toBe(400);
    expect((await call(m.app, '/api/arks/web/member/letter', { ...LIST, page: 0 }, player)).statusCode).toBe(400);
  });
});
