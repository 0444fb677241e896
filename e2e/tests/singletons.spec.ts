// React, react-dom, the stores, i18n, single-spa and @croupier/shared (not the router:
// only the shell has one, build/shared-singletons.cjs)
// exist once in the page, however many remotes are mounted.
import { createRequire } from 'node:module';
import { expect, test } from '../support/test.js';
import { openLoginModal } from '../support/site.js';

const require = createRequire(import.meta.url);
const { SHARED_SINGLETONS, SINGLETON_PACKAGES } = require('../../build/shared-singletons.cjs') as {
  SHARED_SINGLETONS: Record<string, unknown>;
  SINGLETON_PACKAGES: string[];
};
// @croupier/shared's subpath entries ('@croupier/shared/remote', ...): each a singleton of its own.
const SHARED_SUBPATHS = Object.keys(SHARED_SINGLETONS).filter((request) => request.startsWith('@croupier/shared/'));
// What the shell hands over only when a remote first asks (SHELL_SHARED_LOADERS in
// shell/src/remotes/shared-modules.ts): dayjs, for the record kit's date ranges.
const ON_DEMAND = ['dayjs'];

test('every shared singleton is loaded once and React has one renderer', async ({ page }) => {
  // A minimal React DevTools hook: every react-dom copy in the page registers its renderer here.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        setStrictMode() {},
        checkDCE() {},
      },
    });
  });

  await page.goto('/');
  // Two remotes mounted beside the shell: mf-games on the home page, mf-auth's login modal.
  await expect(page.getByRole('heading', { name: /games/i })).toBeVisible();
  await openLoginModal(page);

  const report = await page.evaluate((packages) => {
    type Shared = { version: string; loaded?: boolean; lib?: unknown; from?: string };
    type ScopeMap = Record<string, Record<string, Record<string, Shared>>>;
    const federation = (
      globalThis as {
        __FEDERATION__?: {
          __SHARE__: Record<string, ScopeMap>;
          __INSTANCES__: { name: string; shareScopeMap?: ScopeMap }[];
        };
      }
    ).__FEDERATION__;
    if (!federation) return null;
    // Every container's view: the global registry by instance, and each instance's own map.
    const maps: ScopeMap[] = [
      ...Object.values(federation.__SHARE__),
      ...federation.__INSTANCES__.map((i) => i.shareScopeMap ?? {}),
    ];
    const loaded: Record<string, string[]> = Object.fromEntries(packages.map((p) => [p, []]));
    // Per share key, the containers whose copy is in use: one each, the same for every container.
    const from: Record<string, string[]> = {};
    for (const map of maps) {
      for (const scope of Object.values(map)) {
        for (const [request, versions] of Object.entries(scope)) {
          // 'react/jsx-runtime' belongs to 'react', 'react-dom/client' to 'react-dom'.
          const pkg = packages.find((p) => request === p || request.startsWith(`${p}/`));
          if (!pkg) continue;
          for (const [version, shared] of Object.entries(versions)) {
            if (!(shared.loaded || shared.lib)) continue;
            if (!loaded[pkg]!.includes(version)) loaded[pkg]!.push(version);
            const owners = (from[request] ??= []);
            if (!owners.includes(`${version}@${shared.from}`)) owners.push(`${version}@${shared.from}`);
          }
        }
      }
    }
    const hook = (window as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: { renderers: Map<number, unknown> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return {
      containers: [...new Set(federation.__INSTANCES__.map((i) => i.name))].sort(),
      loaded,
      from,
      renderers: hook?.renderers.size ?? -1,
    };
  }, SINGLETON_PACKAGES);

  expect(report, 'the Module Federation runtime is on the page').not.toBeNull();
  expect(report!.containers).toEqual(expect.arrayContaining(['shell', 'mf_auth', 'mf_games']));
  for (const pkg of SINGLETON_PACKAGES.filter((p) => !ON_DEMAND.includes(p))) {
    expect(report!.loaded[pkg], `versions of ${pkg} loaded`).toHaveLength(1);
  }
  // Nothing on the home page or in the login form reads a date range: no dayjs at all.
  for (const pkg of ON_DEMAND) expect(report!.loaded[pkg], `versions of ${pkg} loaded`).toEqual([]);
  // The remotes mounted (mf-games' list, the login form) took '@croupier/shared/remote' and
  // '/validation' from the share scope, one copy each (their stores, bus and i18n come from
  // '@croupier/shared' through it too: a second copy would leave the remote without its props).
  // The map holds one entry per version, so it would not show two remotes each fetching a copy of
  // their own: that no remote provides one is the build's (scripts/__tests__/federation-config.test.ts).
  for (const request of ['@croupier/shared', ...SHARED_SUBPATHS]) {
    expect(report!.from[request], `copies of ${request} in use`).toHaveLength(1);
  }
  expect(report!.renderers).toBe(1);
});
