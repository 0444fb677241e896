const preset = require('../jest.preset.cjs')(__dirname, 'node');

// typebox ships ES modules only (.mjs); jest runs CommonJS, so swc compiles it like our sources.
module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
};
