// Shared set-up of the layout's component tests: a window width, a site's template settings.
import type { SiteSettings } from '@croupier/shared';
import type { createTestShell } from '../test/shell-harness.js';

type TestShell = Awaited<ReturnType<typeof createTestShell>>;

export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

/** Changes the site settings the shell booted with (before rendering). */
export function withSettings(shell: TestShell, settings: Partial<SiteSettings>): void {
  const site = shell.services.stores.site.getState();
  const detail = site.detail!;
  site.setDetail({ ...detail, settings: { ...detail.settings, ...settings } });
}

/** jsdom's default width is 1024 (desktop); each test that narrows it puts it back. */
export function restoreWidthAfterEach(): void {
  afterEach(() => setWindowWidth(1024));
}
