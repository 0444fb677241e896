// One jest run over every workspace, so `npm test` reports a single count.
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mf-auth',
    '<rootDir>/mf-games',
    '<rootDir>/mf-member-center',
    '<rootDir>/mf-proxy',
    '<rootDir>/mf-promotions',
    '<rootDir>/scripts',
  ],
};
