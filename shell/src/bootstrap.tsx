// The shell's start, behind the federation async boundary (index.ts).
import { createRoot } from 'react-dom/client';
import { boot } from './app/boot.js';
import { BootFailure } from './app/BootFailure.js';
import { ShellApp, ShellProviders } from './app/ShellApp.js';
import { injectShellStyles } from './layout/styles.js';
import { LocaleRouter } from './locale/LocaleRouter.js';
import { federationRuntime } from './remotes/federation-runtime.js';

injectShellStyles();
const root = createRoot(document.getElementById('root') as HTMLElement);

void boot({ federation: federationRuntime }).then((result) => {
  if (!result.ok) {
    root.render(<BootFailure i18n={result.i18n} onRetry={() => window.location.reload()} />);
    return;
  }
  root.render(
    <ShellProviders services={result.services}>
      <LocaleRouter>
        <ShellApp />
      </LocaleRouter>
    </ShellProviders>,
  );
});
