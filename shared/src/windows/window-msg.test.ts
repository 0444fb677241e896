import { WINDOW_MSG_KEY, type WindowMsg } from '../contracts/window-msg.js';
import { onWindowMsg, postWindowMsg } from './window-msg.js';

const SESSION = {
  token: 'tok-1',
  member_id: 7,
  member_account: 'player07',
  member_currency: 'USD',
  member_type: 1,
  site_id: '1',
};

const envelope = (msg: unknown, id = 'a1') => ({ id, msg });
const storageEvent = (value: unknown, key = WINDOW_MSG_KEY) =>
  new StorageEvent('storage', { key, newValue: typeof value === 'string' ? value : JSON.stringify(value) });
const messageEvent = (data: unknown, origin = window.location.origin) => new MessageEvent('message', { data, origin });

describe('onWindowMsg', () => {
  let received: WindowMsg[];
  let off: () => void;
  beforeEach(() => {
    received = [];
    off = onWindowMsg((msg) => received.push(msg));
  });
  afterEach(() => off());

  it('takes a message written to local storage by another window', () => {
    window.dispatchEvent(storageEvent(envelope({ type: 'quickGame', windowType: 'gameWindow' })));
    expect(received).toEqual([{ type: 'quickGame', windowType: 'gameWindow' }]);
  });

  it("takes quickGame naming one game's window", () => {
    window.dispatchEvent(
      storageEvent(envelope({ type: 'quickGame', windowType: 'gameWindow', windowName: 'gameWindow:GPR8|2|x' })),
    );
    expect(received).toEqual([{ type: 'quickGame', windowType: 'gameWindow', windowName: 'gameWindow:GPR8|2|x' }]);
  });

  it('takes a message posted from the same origin', () => {
    window.dispatchEvent(messageEvent({ [WINDOW_MSG_KEY]: envelope({ type: 'authLogin', session: SESSION }) }));
    expect(received).toEqual([{ type: 'authLogin', session: SESSION }]);
  });

  it('ignores a message posted from another origin', () => {
    window.dispatchEvent(
      messageEvent({ [WINDOW_MSG_KEY]: envelope({ type: 'authLogin', session: SESSION }) }, 'https://evil.example'),
    );
    expect(received).toEqual([]);
  });

  it('handles a message that arrives both ways once', () => {
    const env = envelope({ type: 'authLoginClose', code: 101, message: 'Denied' }, 'same');
    window.dispatchEvent(storageEvent(env));
    window.dispatchEvent(messageEvent({ [WINDOW_MSG_KEY]: env }));
    expect(received).toEqual([{ type: 'authLoginClose', code: 101, message: 'Denied' }]);
  });

  it.each([
    ['another key', storageEvent(envelope({ type: 'quickGame', windowType: 'gameWindow' }), 'other')],
    ['not JSON', storageEvent('{nope')],
    ['an unknown type', storageEvent(envelope({ type: 'hack' }))],
    ['a session without a token', storageEvent(envelope({ type: 'authLogin', session: { ...SESSION, token: '' } }))],
    ['an unknown window type', storageEvent(envelope({ type: 'quickGame', windowType: 'evilWindow' }))],
    [
      'a window name that is not text',
      storageEvent(envelope({ type: 'quickGame', windowType: 'gameWindow', windowName: 7 })),
    ],
    ['the removal of the key', new StorageEvent('storage', { key: WINDOW_MSG_KEY, newValue: null })],
    ['a foreign postMessage', messageEvent({ type: 'quickGame', windowType: 'gameWindow' })],
  ])('ignores %s', (_label, event) => {
    window.dispatchEvent(event);
    expect(received).toEqual([]);
  });

  it('stops listening when turned off', () => {
    off();
    window.dispatchEvent(storageEvent(envelope({ type: 'quickGame', windowType: 'fpWindow' })));
    expect(received).toEqual([]);
  });
});

describe('postWindowMsg', () => {
  it('writes the message to local storage (then removes it) and posts it to the opener on our origin only', () => {
    const writes: [string, string][] = [];
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation((k, v) => void writes.push([k, v]));
    const opener = { postMessage: jest.fn() };
    const win = { localStorage, opener, location: { origin: 'http://site.test' } } as unknown as Window;

    postWindowMsg({ type: 'quickGame', windowType: 'depositWindow' }, win);

    // (browserStorage probes the storage once with a key of its own.)
    const messages = writes.filter(([key]) => key === WINDOW_MSG_KEY);
    expect(messages).toHaveLength(1);
    const stored = JSON.parse(messages[0]?.[1] ?? '') as { id: string; msg: unknown };
    expect(stored.msg).toEqual({ type: 'quickGame', windowType: 'depositWindow' });
    expect(localStorage.getItem(WINDOW_MSG_KEY)).toBeNull();
    expect(opener.postMessage).toHaveBeenCalledWith({ [WINDOW_MSG_KEY]: stored }, 'http://site.test');
    setItem.mockRestore();
  });

  it('still posts to the opener when storage is blocked', () => {
    const opener = { postMessage: jest.fn() };
    const blocked = {
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: jest.fn(),
    };
    const win = { localStorage: blocked, opener, location: { origin: 'http://site.test' } } as unknown as Window;
    postWindowMsg({ type: 'authLoginClose' }, win);
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
  });

  it('round-trips through a listener in the opener', () => {
    const received: WindowMsg[] = [];
    const off = onWindowMsg((msg) => received.push(msg));
    // The popup's opener is this window; jsdom delivers postMessage with our origin.
    const popup = {
      localStorage,
      opener: { postMessage: (data: unknown) => window.dispatchEvent(messageEvent(data)) },
      location: window.location,
    } as unknown as Window;
    postWindowMsg({ type: 'authLogin', session: SESSION }, popup);
    expect(received).toEqual([{ type: 'authLogin', session: SESSION }]);
    off();
  });
});
