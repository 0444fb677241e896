// What the shell puts in the Module Federation share scope: its own copy of each shared singleton
// (build/shared-singletons.cjs names them; a production remote only consumes them, `import: false`).
// The shell builds without the federation plugin (build/webpack.factory.cjs), so these are the very
// modules its own code runs on, handed over as they are: one copy in the page. A namespace import
// is what webpack's share scope holds for a module: an ES module's exports, or for a CommonJS one
// (react, react-dom, dayjs) an object whose `default` is module.exports and which has its names too.
// dayjs is handed over on demand (SHELL_SHARED_LOADERS): only the pages that show dates use it,
// through '@croupier/shared/dates', so the home page loads none. So are @croupier/shared's root, in
// the one chunk the shell's lazy modals load too (what the shell's first render does not use of it,
// the kit's overlays and their CSS, the remotes' wire codes, comes once, with either), and its
// subpaths '/remote' and '/validation', which only the remotes import.
//
// react-i18next, React Query and single-spa are handed over as the names the remotes import
// (NARROWED), not as namespaces: a namespace keeps every export, and the remotes use none of
// react-i18next's Trans (with its HTML parser), React Query's hydration and useQueries (~6 KB gzip
// on every page that shows a remote) or single-spa's applications (their code runs on parcels). A remote that needs another name adds it here: shared-modules.test.ts reads
// every remote's imports of these packages and fails on a name missing.
import { PREVIOUS_CONTRACT } from './previous-contract.js';
import {
  keepPreviousData,
  mutationOptions,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as i18next from 'i18next';
import * as react from 'react';
import * as reactJsxDevRuntime from 'react/jsx-dev-runtime';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { mountRootParcel } from 'single-spa';
import * as singleSpaReact from 'single-spa-react';
import * as zustand from 'zustand';

/** The packages a remote gets only some names of, and those names. */
export const NARROWED: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  '@tanstack/react-query': {
    keepPreviousData,
    mutationOptions,
    QueryClient,
    QueryClientProvider,
    queryOptions,
    useMutation,
    useQuery,
    useQueryClient,
  },
  'react-i18next': { I18nextProvider, useTranslation },
  'single-spa': { mountRootParcel },
};
const reactQuery = NARROWED['@tanstack/react-query'];
const reactI18next = NARROWED['react-i18next'];

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
  'single-spa': NARROWED['single-spa'],
  'single-spa-react': singleSpaReact,
};

/** The share keys the shell provides but loads only when a remote first consumes one. */
export const SHELL_SHARED_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  // The chunk the shell's lazy modals load too (layout/lazy-modal.tsx): one chunk of the root entry,
  // with what the previous contract major's remotes still read from it (previous-contract.ts). A
  // copy of the namespace, not a module re-exporting it: that would split the root into a chunk of
  // its own beside the lazy modals' (~1.5 KB gzip more on every page that shows a remote).
  '@croupier/shared': () =>
    import(/* webpackChunkName: "shared" */ '@croupier/shared').then((root) => ({ ...root, ...PREVIOUS_CONTRACT })),
  '@croupier/shared/remote': () => import('@croupier/shared/remote'),
  '@croupier/shared/validation': () => import('@croupier/shared/validation'),
  dayjs: () => import('dayjs'),
};

/** Each shared singleton's version, as the build found it (DefinePlugin, build/shared-singletons.cjs). */
export interface SharedVersion {
  version: string;
  requiredVersion: string;
}

/**
 * The runtime's `shared` option, a singleton of the build's version each: a module as a ready
 * library (`lib`), a loader as a getter the runtime awaits when a remote first consumes it (`get`).
 */
export function sharedOption(
  versions: Readonly<Record<string, SharedVersion>>,
  modules = SHELL_SHARED_MODULES,
  loaders = SHELL_SHARED_LOADERS,
) {
  const singleton = (request: string) => {
    const known = versions[request];
    if (!known) throw new Error(`no version is known for the shared singleton ${request}`);
    return {
      version: known.version,
      shareConfig: { singleton: true, requiredVersion: known.requiredVersion, strictVersion: false },
    };
  };
  return Object.fromEntries([
    ...Object.entries(modules).map(([request, module]) => [request, { ...singleton(request), lib: () => module }]),
    ...Object.entries(loaders).map(([request, load]) => [
      request,
      { ...singleton(request), get: () => load().then((module) => () => module) },
    ]),
  ]);
}
