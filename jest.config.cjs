// One jest run over every workspace, so `npm test` reports a single count. The remotes come
// from the manifest of remotes: a new remote's tests run without touching this file.
const { jestProjects } = require('./build/remotes.cjs');

module.exports = {
  projects: jestProjects(),
  // A worker per core. jest's default (cores - 1) runs everything in its own process on CI's two
  // cores, one core idle; the api's suites each start their own app on an in-memory database and
  // port 0, so they run side by side.
  maxWorkers: '100%',
};
