// Shared jest settings for every workspace: @swc/jest (TypeScript 6 has no ts-jest need),
// `.js` extensions stripped so ESM-style imports resolve to the .ts sources,
// and @croupier/shared mapped to its sources so tests never need a build.
const path = require('node:path');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/** @param {string} dir @param {'jsdom'|'node'} env */
module.exports = function preset(dir, env) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: env,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    // .mjs too: the repository's scripts are ES modules, and typebox (the api's schemas, reached
    // by any test that starts the api) ships ES modules only; jest runs CommonJS.
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc], '^.+\\.mjs$': ['@swc/jest', swc] },
    transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
    moduleNameMapper: {
      '^@croupier/shared$': path.join(__dirname, 'shared/src/index.ts'),
      '^@croupier/shared/contracts$': path.join(__dirname, 'shared/src/contracts/node.ts'),
      '^@croupier/shared/validation$': path.join(__dirname, 'shared/src/contracts/validation/index.ts'),
      '^@croupier/shared/remote$': path.join(__dirname, 'shared/src/remote/entry.ts'),
      '^@croupier/shared/harness$': path.join(__dirname, 'shared/src/remote/harness.ts'),
      '^@croupier/shared/testing$': path.join(__dirname, 'shared/src/testing/index.ts'),
      '^@croupier/shared/form$': path.join(__dirname, 'shared/src/form/use-form.ts'),
      '^@croupier/shared/dates$': path.join(__dirname, 'shared/src/dates/index.ts'),
      '^@croupier/shared/records$': path.join(__dirname, 'shared/src/ui/records/index.ts'),
      '^@croupier/shared/answers$': path.join(__dirname, 'shared/src/answers/index.ts'),
      '^@croupier/shared/session-id$': path.join(__dirname, 'shared/src/contracts/session-id.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.(css)$': path.join(__dirname, 'scripts/jest/style-stub.cjs'),
    },
    // The webpack build defines this (DefinePlugin); remotes' app modules read it.
    globals: { __SHARED_CONTRACT__: require('./shared/package.json').croupier.contract },
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'scripts/jest/setup-dom.cjs')] : [],
  };
};
