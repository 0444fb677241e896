// design.md: react, react-dom, the stores, i18n, single-spa and @croupier/shared (not the router:
// only the shell has one, build/shared-singletons.cjs)
// exist once in the page, however many remotes are mounted.
import { createRequire } from 'node:module';
import { expect, test } from '../support/test.js';
import { openLoginModal } from '../support/site.js';

const require = createRequire(import.meta.url);
const { SINGLETON_PACKAGES } = require('../../build/shared-singletons.cjs') as { SINGLETON_PACKAGES: string[] };

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
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__: Record<string, ScopeMap>; __INSTANCES__: { name: string; shareScopeMap?: ScopeMap }[] } }).__FEDERATION__;
    if (!federation) return null;
    // Every container's view: the global registry by instance, and each instance's own map.
    const maps: ScopeMap[] = [
      ...Object.values(federation.__SHARE__),
      ...federation.__INSTANCES__.map((i) => i.shareScopeMap ?? {}),
    ];
    const loaded: Record<string, string[]> = Object.fromEntries(packages.map((p) => [p, []]));
    for (const map of maps) {
      for (const scope of Object.values(map)) {
        for (const [request, versions] of Object.entries(scope)) {
          // 'react/jsx-runtime' belongs to 'react', 'react-dom/client' to 'react-dom'.
          const pkg = packages.find((p) => request === p || request.startsWith(`${p}/`));
          if (!pkg) continue;
          for (const [version, shared] of Object.entries(versions)) {
            if ((shared.loaded || shared.lib) && !loaded[pkg]!.includes(version)) loaded[pkg]!.push(version);
          }
        }
      }
    }
    const hook = (window as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return {
      containers: [...new Set(federation.__INSTANCES__.map((i) => i.name))].sort(),
      loaded,
      renderers: hook?.renderers.size ?? -1,
    };
  }, SINGLETON_PACKAGES);

  expect(report, 'the Module Federation runtime is on the page').not.toBeNull();
  expect(report!.containers).toEqual(expect.arrayContaining(['shell', 'mf_auth', 'mf_games']));
  for (const pkg of SINGLETON_PACKAGES) {
    expect(report!.loaded[pkg], `versions of ${pkg} loaded`).toHaveLength(1);
  }
  expect(report!.renderers).toBe(1);
});
