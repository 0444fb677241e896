import Fastify from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from '../test/helpers.js';
import { named } from './plugin-name.js';

describe('named', () => {
  it("gives a factory's anonymous plugin the name Fastify's plugin tree shows", async () => {
    const app = Fastify();
    const factory = () => async () => {};
    app.register(named(factory(), 'helpListRoute'));
    await app.ready();
    expect(app.printPlugins()).toContain('helpListRoute');
    await app.close();
  });

  it("names every plugin of the api's tree: none is shown as its source's first lines", async () => {
    const app = buildApp(testConfig({ CROUPIER_DEV_ROUTES: '1', CROUPIER_DEV_OUTBOX: '1', CROUPIER_DEV_OAUTH: '1' }));
    await app.ready();
    const tree = app.printPlugins();
    expect(tree).toContain('gameListRoute');
    expect(tree).toContain('apiRoutes');
    // Fastify's fallback for a plugin without a name: the function's first two lines joined by ' -- '.
    expect(tree).not.toContain(' -- ');
    await app.close();
  });
});
