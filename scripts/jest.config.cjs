// The repository scripts (static server, stack, generators) tested in node. Servers run as
// child processes over real HTTP; the scripts' exported functions are imported directly
// (their .mjs files are compiled to CommonJS for jest, like the TypeScript sources).
const preset = require('../jest.preset.cjs');

const base = preset(__dirname, 'node');
const [typescript] = Object.values(base.transform);

module.exports = {
  ...base,
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  transform: { ...base.transform, '^.+\\.mjs$': typescript },
};
