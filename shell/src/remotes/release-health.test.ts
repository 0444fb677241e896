import type { ReleaseHealthRequest, SiteModule } from '@croupier/shared';
import { createReleaseHealth, RELEASE_HEALTH_FLUSH_MS } from './release-health.js';

const modules: SiteModule[] = [
  { name: 'mf-games', manifest_url: 'g', enabled: true, release: { version: '1.0.0+aaaaaaaaaaaa', channel: 'canary' } },
  { name: 'mf-auth', manifest_url: 'a', enabled: true },
];

function setUp() {
  const sent: { body: ReleaseHealthRequest; keepalive: boolean }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const listeners = new Map<string, () => void>();
  const health = createReleaseHealth({
    siteId: '1',
    modules,
    send: (body, keepalive) => sent.push({ body, keepalive }),
    schedule: (run, ms) => timers.push({ run, ms }),
    window: { addEventListener: (type: string, listener: () => void) => listeners.set(type, listener) } as never,
  });
  return { health, sent, timers, pageHide: () => listeners.get('pagehide')?.() };
}

describe('release health', () => {
  it("counts a release's loads and failures and sends them once, a moment after the first", () => {
    const { health, sent, timers } = setUp();
    const [a, b, c] = [{}, {}, {}];
    health.settled('mf-games', a, false);
    health.settled('mf-games', b, true);
    health.settled('mf-games', c, false);
    health.settled('mf-games', a, false); // the same load again counts nothing
    expect(sent).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([RELEASE_HEALTH_FLUSH_MS]);
    timers[0]?.run();
    expect(sent).toEqual([
      {
        body: { site_id: '1', reports: [{ module: 'mf-games', version: '1.0.0+aaaaaaaaaaaa', loads: 3, failures: 1 }] },
        keepalive: false,
      },
    ]);
    timers[0]?.run();
    expect(sent).toHaveLength(1);
  });

  it('counts a load that mounted and then failed as one failed load, even when its mount was sent', () => {
    const { health, sent } = setUp();
    const [a, b] = [{}, {}];
    health.settled('mf-games', a, false);
    health.settled('mf-games', b, false);
    health.settled('mf-games', a, true);
    health.flush();
    expect(sent[0]?.body.reports).toEqual([expect.objectContaining({ loads: 2, failures: 1 })]);
    health.settled('mf-games', b, true);
    health.settled('mf-games', b, true);
    health.flush();
    expect(sent[1]?.body.reports).toEqual([expect.objectContaining({ loads: 1, failures: 1 })]);
  });

  it('leaves out a remote the live map does not place', () => {
    const { health, sent, timers } = setUp();
    health.settled('mf-auth', {}, true);
    health.flush();
    expect(sent).toEqual([]);
    expect(timers).toEqual([]);
  });

  it('sends what is left, kept alive, when the page goes away', () => {
    const { health, sent, pageHide } = setUp();
    health.settled('mf-games', {}, true);
    pageHide();
    expect(sent).toEqual([{ body: expect.objectContaining({ site_id: '1' }), keepalive: true }]);
    pageHide();
    expect(sent).toHaveLength(1);
  });
});
