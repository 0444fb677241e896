import { fail, installFetch, ok } from '../testing/render-console.js';
import { ApiError, createApi } from './client.js';

describe('the operator api client', () => {
  it('sends the CSRF token on POSTs, but not on the sign-in steps nor on GETs', async () => {
    const calls = installFetch({
      'POST /auth/login': ok({ next: 'totp' }),
      'POST /sites/s1/modules/games': ok({ name: 'games', enabled: true }),
      'GET /sites': ok({ items: [] }),
    });
    const api = createApi({ onUnauthorized: jest.fn() });
    api.setCsrfToken('csrf-9');
    await api.post('/auth/login', { account: 'a', password: 'b' });
    await api.get('/sites');
    await expect(api.post('/sites/s1/modules/games', { enabled: true })).resolves.toEqual({
      name: 'games',
      enabled: true,
    });
    expect(calls.map((call) => call.headers['x-csrf-token'])).toEqual([undefined, undefined, 'csrf-9']);
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/operator/auth/login');
  });

  it('sends DELETE without a body, with the CSRF token', async () => {
    const calls = installFetch({
      'DELETE /sites/1/agents/domains/promo.example.com': ok({ host: 'promo.example.com' }),
    });
    const api = createApi({ onUnauthorized: jest.fn() });
    api.setCsrfToken('csrf-9');
    await expect(api.delete('/sites/1/agents/domains/promo.example.com')).resolves.toEqual({
      host: 'promo.example.com',
    });
    expect(calls).toEqual([expect.objectContaining({ method: 'DELETE', body: undefined })]);
    expect(calls[0]!.headers['x-csrf-token']).toBe('csrf-9');
    expect(calls[0]!.headers['content-type']).toBeUndefined();
  });

  it('ends the session on a 401, except on the sign-in steps', async () => {
    installFetch({ 'GET /sites': fail(401, 'signed out'), 'POST /auth/login': fail(401, 'wrong password') });
    const onUnauthorized = jest.fn();
    const api = createApi({ onUnauthorized });
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(api.get('/sites')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('takes an answer without the success code as an error', async () => {
    installFetch({ 'GET /roles': { status: 200, body: { code: 500, message: 'odd', data: null } } });
    const api = createApi({ onUnauthorized: jest.fn() });
    await expect(api.get('/roles')).rejects.toMatchObject({ status: 500, message: 'odd' });
  });
});
