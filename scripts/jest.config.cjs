// The repository scripts (static server, stack) tested in node. They are plain .mjs files,
// so the tests drive them as child processes over real HTTP rather than importing them.
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset(__dirname, 'node'),
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
};
