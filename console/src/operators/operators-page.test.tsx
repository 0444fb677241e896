import { screen, within } from '@testing-library/react';
import type { Operator } from '../api/types.js';
import { fail, ok, operator, renderConsole, signedIn, type Routes } from '../testing/render-console.js';

const PAYLOAD = '<img src=x onerror=alert(1)>';

const OPERATOR: Operator = {
  id: 7,
  account: 'mallory',
  display_name: PAYLOAD,
  roles: ['support', 'cashier'],
  all_sites: false,
  site_ids: ['s1'],
  totp_enrolled: false,
  disabled: false,
  created_at: Date.UTC(2026, 11, 1, 12),
};

const ROUTES: Routes = {
  'GET /operators': ok({ items: [OPERATOR] }),
  'GET /roles': ok({
    roles: [
      { role: 'owner', permissions: ['operators.manage', 'audit.read'] },
      { role: 'support', permissions: ['members.read', 'members.support'] },
    ],
  }),
  'GET /sites': ok({
    items: [
      { site_id: 's1', site_name: 'Lucky Seven', modules: [] },
      { site_id: 's2', site_name: 'Golden Ace', modules: [] },
    ],
  }),
};

describe('the operators page', () => {
  it('renders what the api gives as text, never as markup', async () => {
    const { container } = renderConsole('/operators', {
      ...signedIn(operator({ display_name: PAYLOAD })),
      ...ROUTES,
    });
    const row = (await screen.findByRole('rowheader', { name: 'mallory' })).closest('tr')!;
    expect(within(row).getByText(PAYLOAD)).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText(PAYLOAD)).toBeInTheDocument();
    expect(within(row).getByText('Support, Cashier')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('creates an operator with its roles and sites', async () => {
    const { user, callsTo } = renderConsole('/operators', {
      ...signedIn(),
      ...ROUTES,
      'POST /operators': ({ body }) =>
        ok({ ...(body as object), id: 8, totp_enrolled: false, disabled: false, created_at: 1 }),
    });
    const form = within((await screen.findByRole('heading', { name: 'New operator' })).closest('section')!);
    await user.type(form.getByLabelText('Account'), 'bob');
    await user.type(form.getByLabelText('Display name'), 'Bob Support');
    await user.type(form.getByLabelText('Initial password'), 'a long password 1');
    await user.click(await form.findByRole('checkbox', { name: 'Support' }));
    await user.click(form.getByRole('checkbox', { name: 'Golden Ace (s2)' }));
    await user.click(form.getByRole('button', { name: 'Create the operator' }));

    expect(await form.findByText('Operator bob created.')).toBeInTheDocument();
    const [call] = callsTo('POST /operators');
    expect(call!.body).toEqual({
      account: 'bob',
      display_name: 'Bob Support',
      password: 'a long password 1',
      roles: ['support'],
      all_sites: false,
      site_ids: ['s2'],
    });
    expect(call!.headers['x-csrf-token']).toBe('csrf-1');
    expect(form.getByLabelText('Account')).toHaveValue('');
  });

  it('asks for a role and a site, and names a taken account', async () => {
    const { user, callsTo } = renderConsole('/operators', {
      ...signedIn(),
      ...ROUTES,
      'POST /operators': fail(409, 'account taken'),
    });
    const form = within((await screen.findByRole('heading', { name: 'New operator' })).closest('section')!);
    await user.type(form.getByLabelText('Account'), 'mallory');
    await user.type(form.getByLabelText('Display name'), 'Mallory');
    await user.type(form.getByLabelText('Initial password'), 'a long password 1');
    await user.click(form.getByRole('button', { name: 'Create the operator' }));
    expect(await form.findByText('Choose at least one role.')).toBeInTheDocument();
    expect(form.getByText('Choose at least one site, or all sites.')).toBeInTheDocument();
    expect(callsTo('POST /operators')).toHaveLength(0);

    await user.click(form.getByRole('checkbox', { name: 'Owner' }));
    await user.click(form.getByRole('checkbox', { name: 'All sites, including sites added later' }));
    expect(form.queryByRole('checkbox', { name: 'Lucky Seven (s1)' })).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Create the operator' }));
    expect(await form.findByText('This account is taken. Choose another.')).toBeInTheDocument();
    expect(callsTo('POST /operators')[0]!.body).toMatchObject({ roles: ['owner'], all_sites: true, site_ids: [] });
  });

  it('offers every site only to an operator of every site', async () => {
    renderConsole('/operators', { ...signedIn(operator({ all_sites: false, site_ids: ['s1'] })), ...ROUTES });
    const form = within((await screen.findByRole('heading', { name: 'New operator' })).closest('section')!);
    expect(await form.findByRole('checkbox', { name: 'Lucky Seven (s1)' })).toBeInTheDocument();
    expect(form.queryByRole('checkbox', { name: /^All sites/ })).not.toBeInTheDocument();
  });

  it("disables another operator with a reason, and offers no hold on the owner's own row", async () => {
    const enrolled = { ...OPERATOR, display_name: 'Mallory', totp_enrolled: true };
    const me = operator();
    const { user, callsTo } = renderConsole('/operators', {
      ...signedIn(me),
      ...ROUTES,
      'GET /operators': ok({ items: [enrolled, { ...OPERATOR, id: me.id, account: me.account }] }),
      'POST /operators/7/access': ok({ ...enrolled, disabled: true }),
    });
    const ownRow = (await screen.findByRole('rowheader', { name: me.account })).closest('tr')!;
    expect(within(ownRow).queryByRole('button')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Access of mallory' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Access of mallory' }));
    expect(dialog.getByRole('button', { name: 'Reset the second factor' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Disable: end its sessions' }));
    expect(await dialog.findByText('Enter a reason of at most 500 characters.')).toBeInTheDocument();
    expect(callsTo('POST /operators/7/access')).toHaveLength(0);
    await user.type(dialog.getByLabelText('Reason'), 'left the company');
    await user.click(dialog.getByRole('button', { name: 'Disable: end its sessions' }));
    expect(await screen.findByText('mallory is disabled; its sessions have ended.')).toBeInTheDocument();
    expect(callsTo('POST /operators/7/access').map((c) => c.body)).toEqual([
      { action: 'disable', reason: 'left the company' },
    ]);
  });
});
