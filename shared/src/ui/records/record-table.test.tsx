import { render, screen } from '@testing-library/react';
import { RecordTable, type Column } from './record-table.js';

interface Row {
  id: number;
  account: string;
}
const COLUMNS: Column<Row>[] = [{ key: 'account', label: 'Account', cell: (r) => r.account }];
const table = () => (
  <RecordTable
    caption="Downline"
    columns={COLUMNS}
    rows={[{ id: 1, account: 'down01' }]}
    rowKey={(r) => r.id}
    labels={{ empty: 'None', loading: 'Loading' }}
  />
);

/** jsdom lays nothing out: the box's widths as a browser would measure them. */
function widths(scroll: number, client: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
}

afterEach(() => jest.restoreAllMocks());

describe('<RecordTable/>', () => {
  it('makes a table wider than its box a named region the keyboard can focus and scroll', () => {
    widths(1400, 1000);
    render(table());
    const region = screen.getByRole('region', { name: 'Downline' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Downline' }));
  });

  it('adds no region and no tab stop when the table fits', () => {
    widths(800, 1000);
    render(table());
    expect(screen.getByRole('table', { name: 'Downline' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
