// The operator console in the local stack: a port of its own and serve.mjs --console in front of
// console/dist, its api calls proxied to the api.
import { CONSOLE_PORT, LOCAL_PORTS, RELEASES_PORT, serviceSpecs } from '../stack.mjs';

describe('the operator console in the local stack', () => {
  it('has a port of its own, beside every other service, at npm start and in the e2e stack (+100)', () => {
    const others = [...Object.values(LOCAL_PORTS), RELEASES_PORT];
    expect(others).not.toContain(CONSOLE_PORT);
    expect(others.map((port) => port + 100)).not.toContain(CONSOLE_PORT + 100);
    expect(others).not.toContain(CONSOLE_PORT + 100);
  });

  it('is served from console/dist with its own policy, proxying to the api, when its port is given', () => {
    const specs = serviceSpecs({ ports: { ...LOCAL_PORTS, console: CONSOLE_PORT }, dbPath: ':memory:', root: '/repo' });
    expect(specs.console).toMatchObject({
      port: CONSOLE_PORT,
      args: [
        '/repo/scripts/serve.mjs',
        '--console',
        '--dir',
        '/repo/console/dist',
        '--port',
        String(CONSOLE_PORT),
        '--proxy',
        `http://127.0.0.1:${LOCAL_PORTS.api}`,
      ],
      ready: { http: `http://127.0.0.1:${CONSOLE_PORT}/` },
    });
    expect(serviceSpecs({ ports: LOCAL_PORTS, dbPath: ':memory:', root: '/repo' }).console).toBeUndefined();
  });
});
