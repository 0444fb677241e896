import type { LoginSession } from '../contracts/index.js';
import { createMemoryStorage } from './memory-storage.js';
import { createSessionStore } from './session.js';

const session: LoginSession = {
  token: 'tok-9',
  member_id: 42,
  member_account: 'bob123',
  member_currency: 'VND',
  member_type: 1,
  site_id: '1',
};

describe('createSessionStore', () => {
  it('persists a login under the spec keys and counts as logged in', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    expect(store.getState().isLoggedIn).toBe(false);
    store.getState().setSession(session);
    expect(store.getState()).toMatchObject({ token: 'tok-9', member_id: 42, member_currency: 'VND', isLoggedIn: true });
    expect(storage.getItem('token')).toBe('tok-9');
    expect(storage.getItem('member_id')).toBe('42');
    expect(storage.getItem('member_account')).toBe('bob123');
    expect(storage.getItem('currency')).toBe('VND');
    expect(storage.getItem('member_type')).toBe('1');
  });

  it('hydrates from storage, so a reload keeps the member', () => {
    const storage = createMemoryStorage();
    createSessionStore(storage).getState().setSession(session);
    const reloaded = createSessionStore(storage).getState();
    expect(reloaded).toMatchObject({
      token: 'tok-9',
      member_id: 42,
      member_account: 'bob123',
      member_currency: 'VND',
      member_type: 1,
      isLoggedIn: true,
    });
  });

  it('is not logged in with a token but no member id', () => {
    const storage = createMemoryStorage();
    storage.setItem('token', 'orphan');
    const store = createSessionStore(storage);
    expect(store.getState().isLoggedIn).toBe(false);
    store.getState().setToken('renewed');
    expect(store.getState().isLoggedIn).toBe(false);
    expect(storage.getItem('token')).toBe('renewed');
  });

  it('clear() removes the member data and token but keeps the site name', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.getState().setSiteName('Lucky Star');
    store.getState().setSession(session);
    store.getState().clear();
    expect(store.getState()).toMatchObject({ token: null, member_id: null, member_currency: null, isLoggedIn: false });
    for (const key of ['token', 'member_id', 'member_account', 'currency', 'member_type']) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(storage.getItem('site_name')).toBe('Lucky Star');
    expect(createSessionStore(storage).getState().isLoggedIn).toBe(false);
  });

  it('setCurrency changes the stored member currency', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.getState().setSession(session);
    store.getState().setCurrency('INR');
    expect(storage.getItem('currency')).toBe('INR');
    expect(store.getState().member_currency).toBe('INR');
  });

  it('uses localStorage by default', () => {
    localStorage.clear();
    createSessionStore().getState().setSession(session);
    expect(localStorage.getItem('member_id')).toBe('42');
    localStorage.clear();
  });
});
