// The shell's pages run under a Content-Security-Policy generated from
// the module list and the releases server (scripts/lib/security-headers.mjs; every other spec runs under it too, and
// support/test.ts fails a test on any violation), cannot be framed by another site, and send
// Referrer-Policy and Permissions-Policy, their files the same minus the page-only headers.
import { REMOTES } from '../../scripts/stack.mjs';
import { E2E_BASE_URL, E2E_PORTS, E2E_RELEASES_PORT } from '../support/ports.js';
import { loginButton } from '../support/site.js';
import { expect, test, type Page } from '../support/test.js';

/** A second origin of the stack (a remote's port): what "another site" is here. */
const FOREIGN_ORIGIN = `http://localhost:${E2E_PORTS['mf-auth']}`;

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test("the shell's pages carry the policy, a fresh nonce each time, and refuse foreign frames", async ({ request }) => {
  const page = await request.get('/user/Deposit', { headers: { accept: 'text/html' } });
  const headers = page.headers();
  const csp = directives(headers['content-security-policy'] ?? '');

  // The remotes' origins, and the releases server's: a remote the live map places loads from it.
  const remotes = [
    ...REMOTES.map((name: string) => `http://localhost:${E2E_PORTS[name as keyof typeof E2E_PORTS]}`),
    `http://localhost:${E2E_RELEASES_PORT}`,
  ];
  const nonce = /^'nonce-([\w-]+)'$/.exec(csp['style-src']?.[1] ?? '')?.[1];
  // Scripts from the site and the remotes, and inline only the page's own, by its nonce.
  expect(csp['script-src']).toEqual(["'self'", `'nonce-${nonce}'`, ...remotes]);
  expect(csp['connect-src']).toEqual([
    "'self'",
    ...remotes,
    `ws://localhost:${E2E_PORTS.realtime}`,
    `wss://localhost:${E2E_PORTS.realtime}`,
  ]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'self'"]);
  expect(csp['img-src']).toEqual(["'self'", 'data:']);
  // No 'unsafe-inline' anywhere: styles and the frame's script by nonce, the one written into this very page.
  expect(headers['content-security-policy']).not.toContain('unsafe');
  const html = await page.text();
  expect(html).toContain(`<style nonce=${nonce}>`);
  expect(html).toContain(`<script nonce=${nonce}>`);
  const again = directives((await request.get('/')).headers()['content-security-policy'] ?? '');
  expect(again['style-src']?.[1]).not.toBe(csp['style-src']?.[1]);

  expect(headers).toMatchObject({
    'x-frame-options': 'SAMEORIGIN',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);

  const script = (await request.get('/main.js')).headers();
  expect(script).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  expect(script['permissions-policy']).toBe(headers['permissions-policy']);
});

test.describe('under the policy', () => {
  // These provoke violations on purpose.
  test.use({ policyViolationsExpected: true });

  test('an injected inline script, event handler or style does not run', async ({ page }) => {
    await page.goto('/');
    await expect(loginButton(page)).toBeVisible();

    const outcome = await page.evaluate(async () => {
      const seen: string[] = [];
      const all = new Promise<void>((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => {
          seen.push(e.effectiveDirective);
          if (seen.length === 3) resolve();
        }),
      );
      const w = window as { injected?: string };
      const script = document.createElement('script');
      script.textContent = 'window.injected = "script"';
      document.body.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img alt="" src="data:," onerror="window.injected = \'handler\'">';
      document.body.append(holder);
      const style = document.createElement('style');
      style.textContent = 'body { visibility: hidden }';
      document.head.append(style);
      await all;
      return {
        injected: w.injected ?? null,
        seen: seen.sort(),
        visibility: getComputedStyle(document.body).visibility,
      };
    });

    expect(outcome).toEqual({
      injected: null,
      seen: ['script-src-attr', 'script-src-elem', 'style-src-elem'],
      visibility: 'visible',
    });
    // The site's own styles (its CSS files) do apply.
    await expect(loginButton(page)).toHaveCSS('cursor', 'pointer');
  });
});

/** A page on `origin` (served by the test) that frames the shell's home page. */
async function framingPage(page: Page, origin: string) {
  const url = `${origin}/framing-test.html`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>framing</title><iframe title="shell" src="${E2E_BASE_URL}/" width="1280" height="800"></iframe>`,
    }),
  );
  return url;
}

test('another origin cannot frame the shell; its own origin can', async ({ page }) => {
  // Refused: the frame ends on the browser's error page (frame-ancestors 'self', X-Frame-Options).
  await page.goto(await framingPage(page, FOREIGN_ORIGIN));
  await expect
    .poll(() => page.frames().map((f) => f.url()))
    .toEqual([`${FOREIGN_ORIGIN}/framing-test.html`, 'chrome-error://chromewebdata/']);

  // The same page on the shell's own origin shows the site in the frame.
  await page.goto(await framingPage(page, E2E_BASE_URL));
  await expect(
    page
      .frameLocator('iframe')
      .getByRole('banner')
      .getByRole('button', { name: /log in/i }),
  ).toBeVisible();
});
