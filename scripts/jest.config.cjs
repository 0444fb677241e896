// The repository scripts (static server, stack, generators) tested in node. Servers run as
// child processes over real HTTP; the scripts' exported functions are imported directly
// (the preset compiles their .mjs files to CommonJS, like the TypeScript sources).
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset(__dirname, 'node'),
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
};
