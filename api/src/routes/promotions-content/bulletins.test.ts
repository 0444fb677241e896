// The pop-up bulletins: the guests' and a member's lists per location and device, the settings,
// the site-zone times, a member's hide (an update shows the bulletin again), and the history.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { type BulletinHistory, type BulletinList } from '@croupier/shared/contracts';
import { BULLETIN_HISTORY_LIMIT } from '../../services/promotions/index.js';
import { bulletinsSeed } from '../../db/seeds/promotions-content-data.js';
import { asOwner } from '../../test/operator.js';
import { call, dataOf, tokenFor, withContentApp } from './__tests__/fixtures.js';

dayjs.extend(utc);
dayjs.extend(timezone);
jest.setTimeout(60_000);

describe('pop-up bulletins', () => {
  const c = withContentApp();
  let player: string;
  let ravi: string;
  beforeAll(async () => {
    player = await tokenFor(c.app, 'player01', 'player123');
    ravi = await tokenFor(c.app, 'ravi_inr', 'ravi1234');
  });

  const guest = (display_device: 1 | 2, lang?: string) =>
    dataOf<BulletinList>(call(c.app, '/api/arks/web/bulletin', { site_id: '1', display_device }, { lang }));
  const member = (token: string, display_device: 1 | 2, display_location?: 2 | 3, lang?: string) =>
    dataOf<BulletinList>(
      call(c.app, '/api/arks/web/bulletin/member', { site_id: '1', display_device, display_location }, { token, lang }),
    );
  const hide = (token: string, display_device: 1 | 2, display_location: 2 | 3) =>
    dataOf<{ hidden: number }>(
      call(c.app, '/api/arks/web/bulletin/member/hide', { site_id: '1', display_device, display_location }, { token }),
    );
  const history = (display_device: 1 | 2, token: string | null = null) =>
    dataOf<BulletinHistory>(call(c.app, '/api/arks/web/bulletin/history', { site_id: '1', display_device }, { token }));
  const write = async (body: Record<string, unknown>) => {
    const res = await asOwner(c.app, '/sites/1/bulletins', body);
    expect(res.json().code).toBe(100);
    return (res.json().data as { ids: number[] }).ids;
  };
  const titles = (list: { display_content: string }[]) => list.map((b) => b.display_content);

  it("shows guests the guests' bulletin in the lang header language, every session (no settings row)", async () => {
    const list = await guest(1, 'ta_IN');
    expect(titles(list.list)).toEqual([bulletinsSeed[0]?.title.ta_IN]);
    expect(list.list[0]).toMatchObject({ display_device: 0, content: bulletinsSeed[0]?.content.ta_IN });
    expect(list.setting).toEqual({ display_frequency: 1 });
    expect(titles((await guest(2)).list)).toEqual(['Welcome to Croupier Demo']);
  });

  it('shows a member the bulletins of its location with their frequency: 2 by default (once), 3 on the deposit page (every session)', async () => {
    expect(await member(player, 1)).toMatchObject({
      list: [{ display_content: 'New: daily sign-in rewards' }],
      setting: { display_frequency: 0 },
    });
    const deposit = await member(player, 2, 3, 'ja_JP');
    expect(deposit).toMatchObject({ list: [{ display_content: '入金のヒント' }], setting: { display_frequency: 1 } });
  });

  it('writes updated_at in the site time zone (TIMEZONE), as the browser compares it', async () => {
    const [id] = await write({ audience: 'guest', items: [{ title: 'Zone check', content: '<p>z</p>', sort: 50 }] });
    const stored = c.app.services.db.prepare('SELECT updated_at FROM bulletins WHERE id = ?').pluck().get(id) as number;
    const setZone = (zone: string) =>
      c.app.services.db
        .prepare("UPDATE sites SET settings = json_set(settings, '$.TIMEZONE', ?) WHERE site_id = '1'")
        .run(zone);
    try {
      for (const zone of ['Asia/Kolkata', 'America/Caracas']) {
        setZone(zone);
        const item = (await guest(1)).list.find((b) => b.id === id);
        expect(item?.updated_at).toBe(dayjs(stored).tz(zone).format('YYYY-MM-DD HH:mm:ss'));
      }
      setZone('Not/AZone'); // an unknown zone reads as the default
      expect((await guest(1)).list.find((b) => b.id === id)?.updated_at).toBe(
        dayjs(stored).tz('America/Caracas').format('YYYY-MM-DD HH:mm:ss'),
      );
    } finally {
      c.app.services.db
        .prepare("UPDATE sites SET settings = json_remove(settings, '$.TIMEZONE') WHERE site_id = '1'")
        .run();
    }
    await write({ audience: 'guest', items: [{ id, title: 'Zone check', content: '<p>z</p>', active: 0 }] });
  });

  it('filters by device (0 shows on both) and sorts by sort desc, then newest update', async () => {
    const [desktop, mobile, low] = await write({
      audience: 'member',
      display_location: 3,
      items: [
        { display_device: 1, title: 'Desktop only', content: '<p>d</p>', sort: 5 },
        { display_device: 2, title: 'Mobile only', content: '<p>m</p>', sort: 5 },
        { display_device: 0, title: 'Low', content: '<p>l</p>', sort: -1 },
      ],
    });
    expect(titles((await member(player, 1, 3)).list)).toEqual(['Desktop only', 'Deposit tips', 'Low']);
    expect(titles((await member(player, 2, 3)).list)).toEqual(['Mobile only', 'Deposit tips', 'Low']);
    // Withdraw them again (replace keeps only the seeded one).
    const seeded = c.app.services.db
      .prepare("SELECT id FROM bulletins WHERE json_extract(title, '$.en_US') = 'Deposit tips'")
      .pluck()
      .get() as number;
    await write({
      audience: 'member',
      display_location: 3,
      replace: true,
      items: [{ id: seeded, title: bulletinsSeed[2]!.title, content: bulletinsSeed[2]!.content }],
    });
    expect(titles((await member(player, 1, 3)).list)).toEqual(['Deposit tips']);
    expect([desktop, mobile, low].every((id) => typeof id === 'number')).toBe(true);
  });

  it('hides what the member was sent for that device and location only, until the bulletin is updated', async () => {
    const [extra] = await write({
      audience: 'member',
      items: [{ display_device: 2, title: 'Mobile news', content: '<p>m</p>' }],
    });
    expect(await hide(player, 1, 2)).toEqual({ hidden: 1 }); // the seeded one, all devices
    expect((await member(player, 1, 2)).list).toEqual([]);
    expect(titles((await member(player, 2, 2)).list)).toEqual(['Mobile news']); // device 2's own is not hidden
    expect(titles((await member(player, 1, 3)).list)).toEqual(['Deposit tips']); // another location
    expect(titles((await member(ravi, 1, 2)).list)).toEqual(['New: daily sign-in rewards']); // another member
    expect(await hide(player, 1, 2)).toEqual({ hidden: 0 });

    const seeded = c.app.services.db
      .prepare("SELECT id FROM bulletins WHERE json_extract(title, '$.en_US') = 'New: daily sign-in rewards'")
      .pluck()
      .get();
    await write({
      audience: 'member',
      items: [{ id: seeded, title: 'New: daily sign-in rewards', content: '<p>Updated terms.</p>' }],
    });
    expect((await member(player, 1, 2)).list).toMatchObject([
      { display_content: 'New: daily sign-in rewards', content: '<p>Updated terms.</p>' },
    ]);
    await write({ audience: 'member', items: [{ id: extra, title: 'Mobile news', content: '<p>m</p>', active: 0 }] });
  });

  it('shows a hidden bulletin again after an update even when the hide is stamped later (the update is stamped after it)', async () => {
    const [id] = await write({ audience: 'member', items: [{ title: 'Fast', content: '<p>f</p>', sort: 9 }] });
    await hide(ravi, 1, 2);
    const future = Date.now() + 60_000;
    c.app.services.db.prepare('UPDATE bulletin_hides SET hidden_at = ? WHERE bulletin_id = ?').run(future, id);
    await write({ audience: 'member', items: [{ id, title: 'Fast', content: '<p>f2</p>', sort: 9 }] });
    expect(titles((await member(ravi, 1, 2)).list)).toContain('Fast');
    await write({ audience: 'member', items: [{ id, title: 'Fast', content: '<p>f2</p>', active: 0 }] });
  });

  it("answers the history: the guests' bulletins (withdrawn ones too) for anyone, the members' ones too for a member, newest first", async () => {
    const asGuest = (await history(1)).list;
    expect(titles(asGuest)).toContain('Zone check'); // withdrawn, still in the history
    expect(titles(asGuest)).not.toContain('Deposit tips');
    expect(titles((await history(1, 'bad-token')).list)).toEqual(titles(asGuest));
    const asMember = (await history(1, player)).list;
    expect(titles(asMember)).toEqual(
      expect.arrayContaining([
        'Welcome to Croupier Demo',
        'New: daily sign-in rewards',
        'Deposit tips',
        'Desktop only',
      ]),
    );
    expect(titles(asMember)).not.toContain('Mobile only');
    expect(titles((await history(2, player)).list)).toContain('Mobile only');
    const times = asMember.map((b) => b.updated_at);
    expect(times).toEqual([...times].sort().reverse());
    // A hidden bulletin is still in the member's history.
    await hide(ravi, 1, 2);
    expect(titles((await history(1, ravi)).list)).toContain('New: daily sign-in rewards');
  });

  it('answers at most BULLETIN_HISTORY_LIMIT items', async () => {
    const items = Array.from({ length: 20 }, (_, i) => ({ title: `Old ${i}`, content: '<p>o</p>', active: 0 }));
    for (let i = 0; i < 3; i++) await write({ audience: 'guest', items });
    expect((await history(1)).list).toHaveLength(BULLETIN_HISTORY_LIMIT);
  });

  it('asks for a session on the member routes, and refuses broken bodies', async () => {
    expect((await call(c.app, '/api/arks/web/bulletin/member', { site_id: '1', display_device: 1 })).statusCode).toBe(
      401,
    );
    expect(
      (
        await call(c.app, '/api/arks/web/bulletin/member/hide', {
          site_id: '1',
          display_device: 1,
          display_location: 2,
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(c.app, '/api/arks/web/bulletin', { site_id: '1', display_device: 0 })).statusCode).toBe(400);
    expect(
      (await call(c.app, '/api/arks/web/bulletin/member/hide', { site_id: '1', display_device: 1 }, { token: player }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          c.app,
          '/api/arks/web/bulletin/member',
          { site_id: '1', display_device: 1, display_location: 4 },
          { token: player },
        )
      ).statusCode,
    ).toBe(400);
  });

  it("the console's bulletins refuse a guest location, an unknown language and an id of another group", async () => {
    expect(
      (await asOwner(c.app, '/sites/1/bulletins', { audience: 'guest', display_location: 2, items: [] })).statusCode,
    ).toBe(400);
    expect(
      (
        await asOwner(c.app, '/sites/1/bulletins', {
          audience: 'guest',
          items: [{ title: { xx_XX: 'x' }, content: 'x' }],
        })
      ).statusCode,
    ).toBe(400);
    const seededGuest = c.app.services.db
      .prepare("SELECT id FROM bulletins WHERE audience = 'guest' ORDER BY id LIMIT 1")
      .pluck()
      .get();
    const res = await asOwner(c.app, '/sites/1/bulletins', {
      audience: 'member',
      items: [
        { title: 'new', content: 'x' },
        { id: seededGuest, title: 'x', content: 'x' },
      ],
    });
    expect(res.json().code).toBe(404);
    expect(
      c.app.services.db
        .prepare("SELECT COUNT(*) FROM bulletins WHERE json_extract(title, '$.en_US') = 'new'")
        .pluck()
        .get(),
    ).toBe(0); // rolled back
    expect((await asOwner(c.app, '/sites/404/bulletins', { audience: 'guest', items: [] })).json().code).toBe(404);
    // display_frequency is set per group.
    await write({ audience: 'guest', display_frequency: 0, items: [] });
    expect((await guest(1)).setting).toEqual({ display_frequency: 0 });
  });
});
