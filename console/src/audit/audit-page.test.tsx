import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '../api/types.js';
import { ok, renderConsole, signedIn } from '../testing/render-console.js';

const PAYLOAD = '<img src=x onerror=alert(1)>';

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: Date.UTC(2026, 11, 7, 10),
  operator_account: 'ada',
  site_id: 's1',
  action: 'sites.modules',
  target: 'games',
  before: { enabled: true },
  after: { enabled: false },
  address: '203.0.113.9',
  ...overrides,
});

const SITES = ok({ items: [{ site_id: 's1', site_name: 'Lucky Seven', modules: [] }] });

describe('the audit log', () => {
  it('shows an entry with its change as JSON, what came from the api as text', async () => {
    const { container } = renderConsole('/audit', {
      ...signedIn(),
      'GET /sites': SITES,
      'GET /audit': ok({
        items: [
          entry(3, { operator_account: PAYLOAD, target: PAYLOAD, before: null, after: { display_name: PAYLOAD } }),
        ],
        next_before_id: null,
      }),
    });
    const table = await screen.findByRole('table');
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining([PAYLOAD, 'Lucky Seven', 'sites.modules', '203.0.113.9']),
    );
    const pre = container.querySelectorAll('pre');
    expect(pre[0]).toHaveTextContent('null');
    expect(pre[1]!.textContent).toBe(JSON.stringify({ display_name: PAYLOAD }, null, 2));
    expect(container.querySelector('img')).toBeNull();
  });

  it('asks the api with the filters, then for older entries by next_before_id', async () => {
    const { user, callsTo } = renderConsole('/audit', {
      ...signedIn(),
      'GET /sites': SITES,
      'GET /audit': ({ query }) =>
        query.get('before_id')
          ? ok({ items: [entry(1, { action: 'operators.create' })], next_before_id: null })
          : ok({ items: [entry(3), entry(2)], next_before_id: 2 }),
    });
    await screen.findByRole('table');
    expect(callsTo('GET /audit')[0]!.query.toString()).toBe('limit=50');

    const filters = within(screen.getByRole('form', { name: 'Filters' }));
    await user.selectOptions(filters.getByLabelText('Site'), 's1');
    await user.type(filters.getByLabelText('Action'), 'sites.modules');
    await user.type(filters.getByLabelText('Operator account'), 'ada');
    await user.type(filters.getByLabelText('From'), '2026-12-01');
    await user.type(filters.getByLabelText('To'), '2026-12-07');
    await user.click(filters.getByRole('button', { name: 'Apply' }));

    const from = new Date(2026, 11, 1).getTime();
    const to = new Date(2026, 11, 8).getTime() - 1;
    const filtered = `site_id=s1&action=sites.modules&operator=ada&from=${from}&to=${to}`;
    await screen.findByRole('button', { name: 'Load more' });
    expect(callsTo('GET /audit').at(-1)!.query.toString()).toBe(`${filtered}&limit=50`);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('operators.create')).toBeInTheDocument();
    expect(callsTo('GET /audit').at(-1)!.query.toString()).toBe(`${filtered}&before_id=2&limit=50`);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('refuses an end date before the start date', async () => {
    const { user, callsTo } = renderConsole('/audit', {
      ...signedIn(),
      'GET /sites': SITES,
      'GET /audit': ok({ items: [], next_before_id: null }),
    });
    const filters = within(await screen.findByRole('form', { name: 'Filters' }));
    await user.type(filters.getByLabelText('From'), '2026-12-07');
    await user.type(filters.getByLabelText('To'), '2026-12-01');
    await user.click(filters.getByRole('button', { name: 'Apply' }));
    expect(await filters.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(callsTo('GET /audit')).toHaveLength(1);
  });
});
