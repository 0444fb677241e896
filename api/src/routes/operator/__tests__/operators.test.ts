// An owner disables and enables an operator, and resets a lost second factor; each ends the
// operator's sessions (but enabling), is audited, and never locks the owner itself out.
import type { FastifyInstance } from 'fastify';
import { send, startApp } from '../../../test/helpers.js';
import { freshSignIn, operatorWithRoles, signInOperator } from '../../../test/operator.js';

describe("an operator's access", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  const login = (account: string, password: string) =>
    send(app, '/api/operator/auth/login', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password }),
    });

  it('disables an operator at once, and enables it again, audited', async () => {
    const owner = await signInOperator(app);
    const clerk = await operatorWithRoles(app, owner, 'clerk1', ['support']);
    const id = (await clerk.call('/me')).json().data.operator.id as number;

    const off = await owner.call(`/operators/${id}/access`, { action: 'disable', reason: 'left the company' });
    expect([off.statusCode, off.json().data.disabled]).toEqual([200, true]);
    expect((await clerk.call('/me')).statusCode).toBe(401);
    expect((await login('clerk1', 'clerk1-password-long')).statusCode).toBe(401);
    expect((await owner.call(`/operators/${id}/access`, { action: 'disable', reason: 'again' })).statusCode).toBe(409);

    const on = await owner.call(`/operators/${id}/access`, { action: 'enable', reason: 'back from leave' });
    expect(on.json().data.disabled).toBe(false);
    expect((await login('clerk1', 'clerk1-password-long')).json().data).toEqual({ next: 'totp' });

    const entries = (await owner.call('/audit?operator=owner'))
      .json()
      .data.items.filter((e: { target: string }) => e.target === 'clerk1');
    expect(
      entries.map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after]),
    ).toEqual([
      [
        'operator.enable',
        { disabled: true, totp_enrolled: true },
        { disabled: false, totp_enrolled: true, reason: 'back from leave' },
      ],
      [
        'operator.disable',
        { disabled: false, totp_enrolled: true },
        { disabled: true, totp_enrolled: true, reason: 'left the company' },
      ],
      ['operator.create', null, expect.objectContaining({ account: 'clerk1', roles: ['support'] })],
    ]);
  });

  it('resets a lost second factor: the next sign-in enrols a new one', async () => {
    const owner = await signInOperator(app);
    const clerk = await operatorWithRoles(app, owner, 'clerk2', ['cashier']);
    const id = (await clerk.call('/me')).json().data.operator.id as number;
    const reset = await owner.call(`/operators/${id}/access`, { action: 'reset_second_factor', reason: 'lost phone' });
    expect(reset.json().data.totp_enrolled).toBe(false);
    expect((await clerk.call('/me')).statusCode).toBe(401);
    const again = await freshSignIn(app, 'clerk2', 'clerk2-password-long', '');
    expect(again.secret).not.toBe(clerk.secret);
    expect(again.recoveryCodes).toHaveLength(10);
  });

  it('refuses an owner locking itself out, an unknown operator and a brand owner reaching wider', async () => {
    const owner = await signInOperator(app);
    const me = (await owner.call('/me')).json().data.operator.id as number;
    expect((await owner.call(`/operators/${me}/access`, { action: 'disable', reason: 'x' })).statusCode).toBe(409);
    expect((await owner.call('/operators/99999/access', { action: 'disable', reason: 'x' })).statusCode).toBe(404);
    const brandOwner = await operatorWithRoles(app, owner, 'brand-owner1', ['owner']);
    expect((await brandOwner.call(`/operators/${me}/access`, { action: 'disable', reason: 'coup' })).statusCode).toBe(
      404,
    );
    expect((await owner.call('/me')).statusCode).toBe(200);
  });
});
