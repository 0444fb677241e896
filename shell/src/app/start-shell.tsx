// The page's start: boot, then the shell's tree. Whatever fails on the way (boot, or a render
// error no boundary catches, which makes React drop the whole tree) ends on the boot-failure
// page, never on a blank one.
import { startTransition, type ReactNode } from 'react';
import { LocaleRouter } from '../locale/locale-router.js';
import { boot, type BootOptions } from './boot.js';
import { bootFailureTexts, showBootFailure } from './boot-failure.js';
import type { ShellServices } from '../services/services.js';
import { ShellApp, ShellProviders } from './shell-app.js';
import { loadReactDomClient } from './react-dom-client.js';

export interface StartShellOptions extends BootOptions {
  container: HTMLElement;
  /** The tree a good boot renders: the whole shell (tests pass their own). */
  app?: (services: ShellServices) => ReactNode;
  /** The failure page's button; the page reloads by default. */
  reload?: () => void;
}

const shellTree = (services: ShellServices) => (
  <ShellProviders services={services}>
    <LocaleRouter>
      <ShellApp />
    </LocaleRouter>
  </ShellProviders>
);

export async function startShell({
  container,
  app = shellTree,
  reload,
  ...bootOptions
}: StartShellOptions): Promise<void> {
  const result = await boot(bootOptions);
  if (!result.ok) {
    showBootFailure(container, { texts: bootFailureTexts(result.i18n), ...(reload ? { reload } : {}) });
    return;
  }
  const { i18n } = result.services;
  const { createRoot } = await loadReactDomClient();
  let failed = false;
  const root = createRoot(container, {
    onUncaughtError(error) {
      console.error('[shell] the page failed to render', error);
      if (failed) return;
      failed = true;
      // After React's commit: the tree is already gone, the root is let go, then the page shows.
      setTimeout(() => {
        root.unmount();
        showBootFailure(container, { texts: bootFailureTexts(i18n), ...(reload ? { reload } : {}) });
      });
    },
  });
  // A transition: React renders the first tree in slices of ~5 ms instead of one long task, so a
  // phone's main thread stays free for input and the remotes' own work (Total Blocking Time).
  startTransition(() => root.render(app(result.services)));
}
