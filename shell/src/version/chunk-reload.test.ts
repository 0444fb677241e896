import { CHUNK_RELOAD_AT_KEY, CHUNK_RELOAD_GUARD_MS } from './constants.js';
import {
  installChunkReload,
  isShellChunkFailure,
  reloadForShellChunkFailure,
  type ChunkReloadDeps,
} from './chunk-reload.js';

const SHELL = 'http://site.test';

/** What webpack 5's chunk loader rejects with. */
function chunkLoadError(url: string) {
  return Object.assign(new Error(`Loading chunk 431 failed.\n(missing: ${url})`), {
    name: 'ChunkLoadError',
    type: 'missing',
    request: url,
  });
}

/** What the Module Federation runtime throws when a remote entry cannot be loaded. */
function runtime008(url: string) {
  return new Error(
    `Failed to load script resources. #RUNTIME-008\nargs: {"remoteName":"mf_games","resourceUrl":"${url}"}\nView the docs`,
  );
}

function deps(now = 50_000) {
  const store = new Map<string, string>();
  const d: ChunkReloadDeps & { reloads: number; clock: number } = {
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    clock: now,
    now: () => d.clock,
    reloads: 0,
    reload: () => void d.reloads++,
    shellOrigin: SHELL,
  };
  return { d, store };
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('isShellChunkFailure', () => {
  it.each([
    ['a webpack chunk of the shell', chunkLoadError(`${SHELL}/431.1a2b3c4d.js`)],
    [
      'a webpack chunk error without a URL (the page runtime)',
      Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
    ],
    [
      'a failed dynamic import of a shell file',
      new TypeError(`Failed to fetch dynamically imported module: ${SHELL}/bootstrap.js`),
    ],
    ['RUNTIME-008 of a shell file', runtime008(`${SHELL}/main.js`)],
    [
      'a shell chunk failure wrapped as the cause',
      new Error('route failed', { cause: chunkLoadError(`${SHELL}/12.js`) }),
    ],
  ])('is true for %s', (_label, error) => {
    expect(isShellChunkFailure(error, SHELL)).toBe(true);
  });

  it.each([
    ['a remote that is down (RUNTIME-008 on its origin)', runtime008('http://localhost:3002/remoteEntry.js')],
    ['a remote chunk on its origin', chunkLoadError('http://localhost:3002/src_app_tsx.1234abcd.js')],
    ['a remote served under a folder of the same origin', chunkLoadError(`${SHELL}/mf-games/99.js`)],
    ['RUNTIME-008 without a URL', new Error('Failed to load script resources. #RUNTIME-008')],
    ['any other error', new Error('Cannot read properties of undefined')],
    ['a string', 'Loading chunk 1 failed'],
    ['nothing', undefined],
  ])('is false for %s', (_label, error) => {
    expect(isShellChunkFailure(error, SHELL)).toBe(false);
  });
});

describe('reloadForShellChunkFailure', () => {
  it('reloads once, then not again within the 10 s guard, then again after it', () => {
    const { d, store } = deps();
    const error = chunkLoadError(`${SHELL}/431.js`);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);

    expect(reloadForShellChunkFailure(error, d)).toBe(true);
    expect(d.reloads).toBe(1);
    expect(store.get(CHUNK_RELOAD_AT_KEY)).toBe('50000');

    d.clock += CHUNK_RELOAD_GUARD_MS - 1; // the reloaded page fails again at once
    expect(reloadForShellChunkFailure(error, d)).toBe(false);
    expect(d.reloads).toBe(1);

    d.clock += 1;
    expect(reloadForShellChunkFailure(error, d)).toBe(true);
    expect(d.reloads).toBe(2);
  });

  it('never reloads for a remote that is down', () => {
    const { d } = deps();
    expect(reloadForShellChunkFailure(runtime008('http://localhost:3005/remoteEntry.js'), d)).toBe(false);
    expect(d.reloads).toBe(0);
  });

  it('does not reload when session storage refuses (no guard, no loop)', () => {
    const { d } = deps();
    d.storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadForShellChunkFailure(chunkLoadError(`${SHELL}/1.js`), d)).toBe(false);
  });

  it('does not reload, nor throw, when the browser blocks storage (reading sessionStorage throws)', () => {
    const { d } = deps();
    Object.defineProperty(d, 'storage', {
      get: () => {
        throw new DOMException("Failed to read the 'sessionStorage' property from 'Window'", 'SecurityError');
      },
    });
    expect(reloadForShellChunkFailure(chunkLoadError(`${SHELL}/1.js`), d)).toBe(false);
    expect(d.reloads).toBe(0);
  });
});

describe('installChunkReload', () => {
  it('reloads for an unhandled rejection or an uncaught error of a shell chunk, and stops when removed', () => {
    const { d } = deps();
    const target = new EventTarget() as unknown as Window;
    const remove = installChunkReload(target, d);

    const rejection = Object.assign(new Event('unhandledrejection'), {
      reason: runtime008('http://localhost:3002/remoteEntry.js'),
    });
    target.dispatchEvent(rejection);
    expect(d.reloads).toBe(0);

    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunkLoadError(`${SHELL}/5.js`) }));
    expect(d.reloads).toBe(1);

    d.clock += CHUNK_RELOAD_GUARD_MS;
    target.dispatchEvent(Object.assign(new Event('error'), { error: chunkLoadError(`${SHELL}/6.js`) }));
    expect(d.reloads).toBe(2);

    remove();
    d.clock += CHUNK_RELOAD_GUARD_MS;
    target.dispatchEvent(Object.assign(new Event('error'), { error: chunkLoadError(`${SHELL}/6.js`) }));
    expect(d.reloads).toBe(2);
  });
});
