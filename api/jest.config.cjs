const preset = require('../jest.preset.cjs')(__dirname, 'node');

module.exports = { ...preset, setupFiles: ['<rootDir>/jest.setup.cjs'] };
