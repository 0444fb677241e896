// The unused-code check of `npm run lint`: files, exports and dependencies that nothing uses.
// Entries are what runs: each remote's bootstrap and exposes (from the manifest of remotes), the
// api's servers and scripts, shared's package entries, the root scripts and tool configurations,
// and every test. Each exception below says why it stays.
import remotes from './build/remotes.cjs';

const manifest: { remotes: { name: string; exposes: Record<string, string> }[] } = remotes.MANIFEST;

// A remote declares the versions of the singletons the shell hands it at run time
// (build/shared-singletons.cjs) and that shared's remote kit uses on its behalf (defineRemote
// mounts it with single-spa-react and react-dom), whether or not its own code imports them.
const SINGLETONS = ['react-dom', 'single-spa', 'single-spa-react', 'zustand'];

const remote = (exposes: string[]) => ({
  entry: exposes,
  project: ['src/**/*.{ts,tsx}'],
  ignoreDependencies: SINGLETONS,
});

export default {
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: [
        'scripts/*.mjs',
        // Started as child processes by scripts/bench-realtime.mjs, by path.
        'scripts/lib/realtime-bench-{crowd,server}.mjs',
        'build/*.{cjs,mjs}',
        '*.config.{mjs,cjs,ts}',
        'jest.*.cjs',
        'scripts/jest/*.cjs',
      ],
      project: ['scripts/**/*.{mjs,ts}', 'build/**/*.{cjs,mjs}'],
    },
    shared: {
      entry: ['scripts/*.mjs'],
      project: ['src/**/*.{ts,tsx}'],
    },
    api: {
      entry: ['src/server.ts', 'src/realtime/main.ts', 'src/operator-cli.ts', 'scripts/*.mjs'],
      project: ['src/**/*.ts', 'scripts/*.mjs'],
      // openapi.test.ts runs the validator in a child node process (it is an ES module only).
      ignoreDependencies: ['@seriousme/openapi-schema-validator'],
    },
    shell: {
      project: ['src/**/*.{ts,tsx}'],
    },
    // The operator console: its page's entry (webpack.config.cjs) and every test.
    console: {
      entry: ['src/index.tsx'],
      project: ['src/**/*.{ts,tsx}'],
    },
    e2e: {
      // Playwright's config needs shared's build to load: its specs are listed as entries instead.
      playwright: false,
      // skew/: npm run skew's smoke, under its own config (skew.config.ts).
      entry: ['tests/**/*.ts', 'support/**/*.ts', 'skew/**/*.ts', 'skew.config.ts'],
      project: ['**/*.ts'],
    },
    ...Object.fromEntries(
      manifest.remotes.map((r) => [r.name, remote(Object.values(r.exposes).map((file) => file.replace(/^\.\//, '')))]),
    ),
  },
};
