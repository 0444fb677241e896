import { createNativeBridge, parseIncoming } from './native-bridge.js';

type W = Window & { webkit?: unknown; Android?: unknown; croupierApp?: { receive(m: unknown): void } };

describe('native-app bridge', () => {
  it('posts objects to the iOS message handler', () => {
    const postMessage = jest.fn();
    const win = { webkit: { messageHandlers: { croupier: { postMessage } } } } as unknown as W;
    const bridge = createNativeBridge('iosStore', win);
    expect(bridge.post({ type: 'openGame', url: 'https://g.example/1' })).toBe(true);
    expect(bridge.post({ type: 'callTouchID' })).toBe(true);
    expect(postMessage.mock.calls).toEqual([
      [{ type: 'openGame', url: 'https://g.example/1' }],
      [{ type: 'callTouchID' }],
    ]);
  });

  it('posts JSON text to the Android interface', () => {
    const postMessage = jest.fn();
    const bridge = createNativeBridge('android', { Android: { postMessage } } as unknown as W);
    bridge.post({ type: 'cleanAccPW' });
    bridge.post({ type: 'logout' });
    expect(postMessage.mock.calls).toEqual([['{"type":"cleanAccPW"}'], ['{"type":"logout"}']]);
  });

  it('answers false when the app has no interface', () => {
    expect(createNativeBridge('ios', {} as W).post({ type: 'logout' })).toBe(false);
    expect(createNativeBridge('android', {} as W).post({ type: 'logout' })).toBe(false);
  });

  it("takes the app's logout and status, as objects or JSON text, and nothing else", () => {
    const win = {} as W;
    const handler = jest.fn();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = createNativeBridge('ios', win).listen(handler);
    win.croupierApp?.receive({ type: 'logout' });
    win.croupierApp?.receive('{"type":"status"}');
    win.croupierApp?.receive({ type: 'deleteEverything' });
    win.croupierApp?.receive('{nope');
    expect(handler.mock.calls).toEqual([[{ type: 'logout' }], [{ type: 'status' }]]);
    stop();
    expect(win.croupierApp).toBeUndefined();
    warn.mockRestore();
  });

  it('parses only known messages', () => {
    expect(parseIncoming(null)).toBeNull();
    expect(parseIncoming(42)).toBeNull();
    expect(parseIncoming({ type: 'status', extra: 1 })).toEqual({ type: 'status' });
  });
});
