// The promotion content's routes with a member's session (the every-route walk of
// http/malformed-requests.test.ts sends none, so the member routes stop at 401 there): malformed
// bodies are a 4xx or a business code, never a 500.
import { send, serverErrorsOf } from '../../test/helpers.js';
import { tokenFor, withContentApp } from './__tests__/fixtures.js';

jest.setTimeout(60_000);

const ROUTES = [
  '/api/arks/web/carousel_picture',
  '/api/arks/web/announcement/marquee',
  '/api/arks/web/announcement/news',
  '/api/arks/web/announcement/detail',
  '/api/arks/web/bulletin',
  '/api/arks/web/bulletin/member',
  '/api/arks/web/bulletin/history',
  '/api/arks/web/bulletin/member/hide',
];
const BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '{"site_id":{"$ne":""},"use_type":"0","currency":[]}',
  '{"site_id":"1","use_type":1e30,"display_device":-1,"display_location":"__proto__"}',
  '{"site_id":"1","sort_field":"id;DROP TABLE announcements","sort_order":"sideways"}',
  '{"site_id":"1","page":-1,"count":1e9,"id":"1 OR 1=1"}',
  '{"site_id":"1","id":9007199254740993}',
  '{"use_type":0,"items":[{"url":"/x","link_type":2,"link_method":0,"game_link_parameter":{"gt_id":"x"}}]}',
  '{"use_type":0,"items":[{"url":"/x","link_type":0,"link_method":0,"link_url":"javascript:alert(1)"}]}',
  '{"audience":"member","display_location":3,"items":[{"id":-1,"title":{"__proto__":"x"},"content":null}]}',
  '{"audience":"guest","items":[{"id":99999999,"title":"x","content":"y"}]}',
  '{"items":[{"title":{"en_US":{}},"content":1}]}',
  '{"language":"en_US","slug":{"$gt":""},"content":[]}',
  `{"site_id":"1","title":"${'x'.repeat(5000)}","items":${JSON.stringify(Array.from({ length: 50 }, () => ({ title: 'x', content: 'y' })))}}`,
];

describe('promotion content routes with a session and hostile bodies', () => {
  const c = withContentApp();

  it('answers none of them with a 500', async () => {
    const token = await tokenFor(c.app, 'player01', 'player123');
    expect(await serverErrorsOf(c.app, ROUTES, BODIES, { authorization: token, lang: 'zz' })).toEqual([]);
    // The tables are still there.
    const res = await send(c.app, '/api/arks/web/announcement/marquee', {
      body: '{"site_id":"1","sort_field":"sort","sort_order":"asc"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json().code).toBe(100);
  });
});
