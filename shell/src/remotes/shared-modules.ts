// What the shell puts in the Module Federation share scope: its own copy of each shared singleton
// (build/shared-singletons.cjs names them; a production remote only consumes them, `import: false`).
// The shell builds without the federation plugin (build/webpack.factory.cjs), so these are the very
// modules its own code runs on, handed over as they are: one copy in the page. A namespace import
// is what webpack's share scope holds for a module: an ES module's exports, or for a CommonJS one
// (react, react-dom, dayjs) an object whose `default` is module.exports and which has its names too.
// @croupier/shared's subpaths are not here: the shell imports neither, the remotes provide them.
import * as croupierShared from '@croupier/shared';
import * as reactQuery from '@tanstack/react-query';
import * as dayjs from 'dayjs';
import * as i18next from 'i18next';
import * as react from 'react';
import * as reactJsxDevRuntime from 'react/jsx-dev-runtime';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactI18next from 'react-i18next';
import * as singleSpa from 'single-spa';
import * as singleSpaReact from 'single-spa-react';
import * as zustand from 'zustand';

/** The shell's module for each share key it provides. */
export const SHELL_SHARED_MODULES: Readonly<Record<string, unknown>> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react/jsx-dev-runtime': reactJsxDevRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  zustand,
  '@tanstack/react-query': reactQuery,
  i18next,
  'react-i18next': reactI18next,
  'single-spa': singleSpa,
  'single-spa-react': singleSpaReact,
  '@croupier/shared': croupierShared,
  dayjs,
};

/** Each shared singleton's version, as the build found it (DefinePlugin, build/shared-singletons.cjs). */
export interface SharedVersion {
  version: string;
  requiredVersion: string;
}

/** The runtime's `shared` option: each module as a ready library, a singleton of the build's version. */
export function sharedOption(versions: Readonly<Record<string, SharedVersion>>, modules = SHELL_SHARED_MODULES) {
  return Object.fromEntries(
    Object.entries(modules).map(([request, module]) => {
      const known = versions[request];
      if (!known) throw new Error(`no version is known for the shared singleton ${request}`);
      return [
        request,
        {
          version: known.version,
          lib: () => module,
          shareConfig: { singleton: true, requiredVersion: known.requiredVersion, strictVersion: false },
        },
      ];
    }),
  );
}
