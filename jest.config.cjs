// One jest run over every workspace, so `npm test` reports a single count. The remotes come
// from the manifest of remotes: a new remote's tests run without touching this file.
const { jestProjects } = require('./build/remotes.cjs');

module.exports = { projects: jestProjects() };
