// The shell's start, behind the federation async boundary (index.ts).
import { createRoot } from 'react-dom/client';
import { boot } from './app/boot.js';
import { BootFailure } from './app/boot-failure.js';
import { ShellApp, ShellProviders } from './app/shell-app.js';
import { injectShellStyles } from './layout/styles.js';
import { LocaleRouter } from './locale/locale-router.js';
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
